import { z } from 'zod';

/**
 * Control characters no free text may hold: NUL (which PostgreSQL's text type cannot store and
 * SQLite truncates at) and the other C0 controls and DEL, except tab, line feed and carriage
 * return, which multi-line answers legitimately contain.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The 400 message of a text that holds a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters (such as a NUL byte)';

/** True when `value` holds no control character (see {@link CONTROL_CHARACTER_PATTERN}). */
export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER_PATTERN.test(value);
}

/** What a text field says when it is missing or not text and its schema names nothing better. */
export const TEXT_FIELD_MESSAGES = {
  required: 'Please fill in this field',
  notText: 'Please enter text in this field',
} as const;

/**
 * zod's type error ("Invalid input: expected string, received undefined") in words a parent
 * reads: `required` when the value is missing (a form leaves an empty field undefined), else
 * {@link TEXT_FIELD_MESSAGES.notText}. Other issues keep their own messages.
 */
export function textTypeError(required: string = TEXT_FIELD_MESSAGES.required) {
  return {
    error: (issue: { code?: string; input?: unknown }) =>
      issue.code === 'invalid_type'
        ? issue.input === undefined || issue.input === null
          ? required
          : TEXT_FIELD_MESSAGES.notText
        : undefined,
  };
}

/**
 * The one string schema of every free-text field the API accepts: a string that holds no
 * control character (400 with {@link CONTROL_CHARACTER_MESSAGE}). Chain length, trim and format
 * checks after it as on `z.string()`. `params` are `z.string`'s (e.g. a custom type error), or
 * the message of a missing value; by default a missing value reads {@link TEXT_FIELD_MESSAGES}.
 */
export function textSchema(params: Parameters<typeof z.string>[0] | string = textTypeError()) {
  const stringParams = typeof params === 'string' ? textTypeError(params) : params;
  return z.string(stringParams).refine(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/**
 * One of a form's choices, with `message` instead of zod's "Invalid option: expected one of
 * ..." when nothing (or something unknown) is chosen.
 */
export function choiceSchema<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.enum(values, { error: message });
}
