import { createAssignmentSchema, type CreateAssignmentPayload, type DomainType } from '@flourishly/contracts';
import { zodValidator } from '@flourishly/platform/forms';
import type { IntlShape } from 'react-intl';

/** The Add Activity form: a library activity or a custom one, at a date and time. */
export interface AddActivityValues {
  mode: 'library' | 'custom';
  activityId?: number;
  date: string;
  time: string;
  custom: { title: string; description: string; domainType: DomainType; duration: string };
}

export const initialAddActivityValues = (date: string): AddActivityValues => ({
  mode: 'library',
  date,
  time: '10:00',
  custom: { title: '', description: '', domainType: 'cognitive', duration: '15' },
});

/** The POST body the form's values stand for (only the chosen mode's part). */
export function toAssignmentPayload({ mode, activityId, date, time, custom }: AddActivityValues): unknown {
  if (mode === 'library') return { date, time, activityId };
  const duration = custom.duration.trim() === '' ? undefined : Number(custom.duration);
  return { date, time, custom: { ...custom, duration } };
}

const validatePayload = zodValidator(createAssignmentSchema);

/**
 * Validates with the contracts' createAssignmentSchema; in library mode the schema's "one or the
 * other" rule becomes the activity list's own error, in the language of `intl`.
 */
export function validateAddActivity(values: AddActivityValues, intl: IntlShape) {
  const errors = validatePayload(toAssignmentPayload(values));
  if (!errors) return undefined;
  const { _form: formError, ...fieldErrors } = errors as Record<string, unknown>;
  if (formError !== undefined && values.mode === 'library')
    return { ...fieldErrors, activityId: intl.formatMessage({ id: 'dashboard.add.chooseLibraryActivity' }) };
  return errors;
}

/** The validated POST body of valid values. */
export const assignmentPayloadOf = (values: AddActivityValues): CreateAssignmentPayload =>
  createAssignmentSchema.parse(toAssignmentPayload(values));
