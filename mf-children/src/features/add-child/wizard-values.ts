import {
  ageInCalendarYears,
  CHILD_PROFILE_FIELDS,
  childBasicInfoSchema,
  childProfileDefaults,
  childProfileFieldsOfSteps,
  computePersona,
  familyContextSchema,
  olderChildAnswersSchema,
  NULLABLE_ANSWER_KEYS,
  YOUNG_CHILD_MAX_AGE,
  youngChildAnswersSchema,
  type ChildProfileFieldKey,
  type ChildProfileFields,
  type CreateChildProfileInput,
} from '@flourishly/contracts';
import { zodValidator } from '@flourishly/platform/forms';
import { emptyAnswersToNull, type FormValueOf } from '../../shared/answer-options';

/** The fields of the add-child wizard (every step but the edit page's games). */
export const WIZARD_FIELD_KEYS = childProfileFieldsOfSteps(['basic', 'young', 'older', 'family']);
type WizardFieldKey = Exclude<
  ChildProfileFieldKey,
  { [K in ChildProfileFieldKey]: ChildProfileFields[K]['steps'] extends readonly 'games'[] ? K : never }[ChildProfileFieldKey]
>;

/** The wizard's form values: '' stands for an unanswered single choice (null on the wire). */
export type WizardValues = { [K in WizardFieldKey]: FormValueOf<K> };

/**
 * The wizard's starting values (docs/product.md): each field's declared form default (name
 * empty, date today, gender prefer-not-to-say, concern none), else its default as the form holds
 * it: '' for an answer that may be null, the list or value otherwise (parentalInvolvement balanced).
 */
export function wizardDefaults(now: Date = new Date()): WizardValues {
  const defaults: Partial<Record<ChildProfileFieldKey, unknown>> = childProfileDefaults();
  const entries = WIZARD_FIELD_KEYS.map((key) => {
    const field = CHILD_PROFILE_FIELDS[key];
    const formDefault: unknown = 'formDefault' in field ? field.formDefault : undefined;
    if (typeof formDefault === 'function') return [key, (formDefault as (now: Date) => string)(now)];
    if (formDefault !== undefined) return [key, formDefault];
    return [key, NULLABLE_ANSWER_KEYS.includes(key) ? '' : defaults[key]];
  });
  return Object.fromEntries(entries) as WizardValues;
}

export type WizardStep = 1 | 2 | 3;

/** The message of each step's name (the add-child catalog; docs/product.md). */
export const STEP_LABELS: Record<WizardStep, string> = {
  1: 'children.addChild.step.basic',
  2: 'children.addChild.step.about',
  3: 'children.addChild.step.family',
};
/** The message of each step's subtitle, step 2 by the form shown (docs/product.md). */
export const STEP_SUBTITLES = {
  basic: 'children.addChild.subtitle.basic',
  young: 'children.addChild.subtitle.young',
  older: 'children.addChild.subtitle.older',
  family: 'children.addChild.subtitle.family',
} as const;

/** Whether step 2 is the young-child form: age in whole years at this moment ≤ 5 (docs/product.md). */
export function isYoungChild(dateOfBirth: string, now: Date = new Date()): boolean {
  const age = ageInCalendarYears(dateOfBirth, now);
  return age === null || age <= YOUNG_CHILD_MAX_AGE;
}

/** final-form validation of one step with the contracts' schemas. */
export function validateStep(step: WizardStep, young: boolean) {
  const schema =
    step === 1 ? childBasicInfoSchema : step === 2 ? (young ? youngChildAnswersSchema : olderChildAnswersSchema) : familyContextSchema;
  const validate = zodValidator(schema);
  return (values: WizardValues) => validate(emptyAnswersToNull({ ...values }));
}

/**
 * The POST /api/child-profiles body: the answers of the step-2 form that was shown (the other
 * form's answers are cleared), '' as null, with the parent's id, the persona the contracts'
 * scoring gives these answers (personaType; the server recomputes it and keeps its own) and
 * profileCompleted true.
 */
export function toCreatePayload(values: WizardValues, young: boolean, parentId: number): CreateChildProfileInput {
  const answers: Record<string, unknown> = emptyAnswersToNull({ ...values });
  const defaults: Partial<Record<ChildProfileFieldKey, unknown>> = childProfileDefaults();
  const shown = childProfileFieldsOfSteps(['basic', young ? 'young' : 'older', 'family']);
  const entries = WIZARD_FIELD_KEYS.map((key) => {
    const value = shown.includes(key) ? answers[key] : undefined;
    return [key, typeof value === 'string' && CHILD_PROFILE_FIELDS[key].input === 'text' ? value.trim() : (value ?? defaults[key])];
  });
  const payload = { parentId, ...(Object.fromEntries(entries) as Omit<CreateChildProfileInput, 'parentId'>) };
  return { ...payload, personaType: computePersona(payload).personaType, profileCompleted: true };
}
