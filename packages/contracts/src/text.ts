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

/**
 * The one string schema of every free-text field the API accepts: a string that holds no
 * control character (400 with {@link CONTROL_CHARACTER_MESSAGE}). Chain length, trim and format
 * checks after it as on `z.string()`; `params` are `z.string`'s (e.g. a custom type error).
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}
