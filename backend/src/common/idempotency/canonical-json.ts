import { createHash } from 'node:crypto';

/**
 * A parsed JSON value as canonical JSON: object keys sorted (by UTF-16 code units, as RFC 8785
 * orders them), no whitespace, numbers and strings as JSON.stringify writes them. Two bodies that
 * differ only in key order or spacing give the same text; `undefined` (no body) gives 'null'.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of a request body's canonical JSON: what a replay must match. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
