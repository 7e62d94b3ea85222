import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets sent in links (report links, password reset): 32 random bytes (256 bits) as
 * base64url, 43 characters. The database keeps only the SHA-256 hash, so a leaked table does not
 * open any link; lookups go by the hash's unique index.
 */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token: what the database keeps. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
