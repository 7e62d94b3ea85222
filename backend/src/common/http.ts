import type { SignedInUser } from '../auth/signed-in-user';
import type { User } from '../users/user.entity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read with the session (null when signed out, and outside /api). */
    signedInUser: SignedInUser | null;
    /**
     * The signed-in user's entity, mapped on first read (null when signed out); setting it signs
     * the request's user in or out (auth/sessions.ts). Prefer `signedInUser` for the id alone.
     */
    user: User | null;
  }
}

/** True for `/api` and every path under it (query ignored): the API's requests. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}
