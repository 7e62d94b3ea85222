import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (argon2id is the library's default algorithm). */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; returns the PHC string (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** True when `password` matches the argon2 PHC `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password: verified against when the email is unknown, so login
 * takes the same time whether or not an account exists. */
export const DUMMY_PASSWORD_HASH = hash('no-such-account-password', ARGON2ID);
