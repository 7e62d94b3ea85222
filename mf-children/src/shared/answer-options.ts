import {
  CHILD_PROFILE_ANSWER_KEYS,
  CHILD_PROFILE_FIELDS,
  NULLABLE_ANSWER_KEYS,
  type ChildProfileFieldKey,
  type ChildProfileFields,
} from '@flourishly/contracts';

/** Answers held as text in the form and sent as whole numbers. */
const NUMBER_ANSWERS = CHILD_PROFILE_ANSWER_KEYS.filter((key) => ['whole-number', 'game-limit'].includes(CHILD_PROFILE_FIELDS[key].input));

/**
 * Form values -> wire values: '' (a select's "Not specified") becomes null for the nullable
 * answers; everything else is kept.
 */
export function emptyAnswersToNull<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = { ...values };
  for (const key of NULLABLE_ANSWER_KEYS) {
    if (key in result && (result[key] === '' || result[key] === undefined)) result[key] = null;
  }
  // Number answers arrive as text; whole numbers become numbers, anything else stays for the schema to reject.
  for (const key of NUMBER_ANSWERS) {
    const value = result[key];
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) result[key] = Number(value);
  }
  return result as T;
}

/** Wire values -> form values: null answers become '' so the selects show "Not specified". */
export function nullAnswersToEmpty<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = { ...values };
  for (const key of NULLABLE_ANSWER_KEYS) if (result[key] === null) result[key] = '';
  for (const key of NUMBER_ANSWERS) if (typeof result[key] === 'number') result[key] = String(result[key]);
  return result as T;
}

/** A field's value as a form holds it: a list for checkboxes, text for everything else. */
export type FormValueOf<K extends ChildProfileFieldKey> = ChildProfileFields[K]['input'] extends 'checkboxes' ? string[] : string;
