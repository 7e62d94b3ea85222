import type { User } from '../users/user.entity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read with the session (null when signed out, and outside /api). */
    user: User | null;
  }
}

/** True for `/api` and every path under it (query ignored): the API's requests. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}
