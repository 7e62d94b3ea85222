import {
  ageInCalendarYears,
  computePersona,
  childBasicInfoSchema,
  DEFAULT_PARENTAL_INVOLVEMENT,
  familyContextSchema,
  olderChildAnswersSchema,
  todayIsoDate,
  YOUNG_CHILD_MAX_AGE,
  youngChildAnswersSchema,
  type CreateChildProfileInput,
  type Gender,
  type ParentalInvolvement,
} from '@flourishly/contracts';
import { zodValidator } from '@flourishly/platform/forms';
import { emptyAnswersToNull } from '../../shared/answer-options';

/** The wizard's form values: '' stands for an unanswered single choice (null on the wire). */
export interface WizardValues {
  name: string;
  dateOfBirth: string;
  gender: Gender;
  primaryDevelopmentalConcern: string;
  avatarUrl: string;
  /** Weeks of pregnancy at birth as typed; '' when born at term or unknown. */
  gestationalAgeAtBirthWeeks: string;
  /** Days beyond those weeks as typed (0-6); '' when not given (0). */
  gestationalAgeAtBirthDays: string;
  temperament: string;
  socialInteractionPreference: string;
  preferredActivity: string[];
  moodWhenFacingChallenges: string;
  physicalActivityLevel: string;
  socialSkillsHandling: string;
  parentalInvolvement: ParentalInvolvement;
  familyActivityPreferences: string[];
  familyDevelopmentFocus: string[];
}

export type WizardStep = 1 | 2 | 3;

/** Dialog title and the subtitles of each step (docs/product.md). */
export const WIZARD_TITLE = 'Add Child Profile';
export const STEP_LABELS: Record<WizardStep, string> = { 1: 'Basic info', 2: 'About your child', 3: 'Family context' };
export const STEP_SUBTITLES = {
  basic: "Let's start with some basic information about your child.",
  young: "Tell us about your young child's temperament and preferences.",
  older: "Tell us about your child's behavior and activities.",
  family: 'Finally, share some information about your family context.',
} as const;

/**
 * The defaults of docs/product.md: name empty, date today, gender prefer-not-to-say, concern
 * none, parentalInvolvement balanced, lists empty, nullable answers empty (null).
 */
export function wizardDefaults(now: Date = new Date()): WizardValues {
  return {
    name: '',
    dateOfBirth: todayIsoDate(now),
    gender: 'prefer-not-to-say',
    primaryDevelopmentalConcern: 'none',
    avatarUrl: '',
    gestationalAgeAtBirthWeeks: '',
    gestationalAgeAtBirthDays: '',
    temperament: '',
    socialInteractionPreference: '',
    preferredActivity: [],
    moodWhenFacingChallenges: '',
    physicalActivityLevel: '',
    socialSkillsHandling: '',
    parentalInvolvement: DEFAULT_PARENTAL_INVOLVEMENT,
    familyActivityPreferences: [],
    familyDevelopmentFocus: [],
  };
}

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
  const answers = emptyAnswersToNull({ ...values });
  const payload = {
    parentId,
    name: answers.name.trim(),
    dateOfBirth: answers.dateOfBirth,
    gender: answers.gender,
    primaryDevelopmentalConcern: answers.primaryDevelopmentalConcern as CreateChildProfileInput['primaryDevelopmentalConcern'],
    avatarUrl: (answers.avatarUrl as string | null) ?? null,
    gestationalAgeAtBirthWeeks: (answers.gestationalAgeAtBirthWeeks as unknown as number | null) ?? null,
    gestationalAgeAtBirthDays: (answers.gestationalAgeAtBirthDays as unknown as number | null) ?? 0,
    temperament: (answers.temperament || null) as CreateChildProfileInput['temperament'],
    socialInteractionPreference: (young
      ? answers.socialInteractionPreference || null
      : null) as CreateChildProfileInput['socialInteractionPreference'],
    preferredActivity: (young ? answers.preferredActivity : []) as CreateChildProfileInput['preferredActivity'],
    moodWhenFacingChallenges: (young
      ? null
      : answers.moodWhenFacingChallenges || null) as CreateChildProfileInput['moodWhenFacingChallenges'],
    physicalActivityLevel: (young ? null : answers.physicalActivityLevel || null) as CreateChildProfileInput['physicalActivityLevel'],
    socialSkillsHandling: (young ? null : answers.socialSkillsHandling || null) as CreateChildProfileInput['socialSkillsHandling'],
    parentalInvolvement: answers.parentalInvolvement,
    familyActivityPreferences: answers.familyActivityPreferences as CreateChildProfileInput['familyActivityPreferences'],
    familyDevelopmentFocus: answers.familyDevelopmentFocus as CreateChildProfileInput['familyDevelopmentFocus'],
  } satisfies CreateChildProfileInput;
  return { ...payload, personaType: computePersona(payload).personaType, profileCompleted: true };
}
