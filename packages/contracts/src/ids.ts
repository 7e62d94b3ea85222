import { z } from 'zod';

/**
 * Largest id (and counter) a database integer column holds: 2^31 - 1 on PostgreSQL's `integer`.
 * Inputs above it are rejected as 400 before they reach the database, where they would fail.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An entity id sent in a JSON body: a positive integer that fits the database. */
export const entityIdSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/**
 * An entity id from a path or query string ("42" → 42), or a number; same bounds as
 * `entityIdSchema`. Decimal digits only: "0x10", "1e1" or " 16" name no record.
 */
export const entityIdParamSchema = z
  .union([z.string().regex(/^\d{1,10}$/, 'Expected a positive whole number id'), z.number()])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DB_INTEGER));

/**
 * A whole number from a query string ("7" → 7, "-1" → -1), or a number, within [min, max].
 * Decimal digits with an optional minus only: an empty value, whitespace ("\v" would coerce to 0),
 * "0x10" or "1e1" are refused rather than read as another number.
 */
export function queryIntegerSchema(min: number, max: number) {
  return z
    .union([z.string().regex(/^-?\d{1,10}$/, 'Expected a whole number'), z.number()])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
