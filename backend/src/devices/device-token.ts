import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix of ingestion tokens, so a leaked one is recognisable. */
export const DEVICE_TOKEN_PREFIX = 'fldev_';

/** A new random ingestion token (32 bytes, base64url) - shown to the parent once. */
export function generateDeviceToken(): string {
  return DEVICE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token: what the database keeps. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time check of a presented token against a stored hash. */
export function deviceTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashDeviceToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
