/**
 * Who is signed in on a request, as every module may read it: the id. auth/ puts a fuller
 * `SignedInUser` here (auth/signed-in-user.ts) and users/ reads its fields (current-user.decorator.ts).
 */
export interface SignedInIdentity {
  readonly id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read with the session (null when signed out, and outside /api). */
    signedInUser: SignedInIdentity | null;
  }
}

/** True for `/api` and every path under it (query ignored): the API's requests. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}
