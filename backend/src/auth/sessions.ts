import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '../common/http';
import type { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH, SIGNED_IN_COOKIE_NAME } from '../common/cookies';
import { DatabaseSessionStore, SESSION_ABSOLUTE_LIFETIME_MS, signedInUserMapping } from '../users/session-store';
import { SignedInUser, type SignedInUserSource } from './signed-in-user';

/**
 * Database sessions on the API (docs/architecture.md, "Sessions"): @fastify/session over
 * {@link DatabaseSessionStore} with the cookie `flourishly.sid` (httpOnly, SameSite=Lax, Secure
 * per COOKIE_SECURE, path /api), set at sign-in for the absolute lifetime and not re-sent; nothing
 * is stored before sign-in. Then each API request gets its user (`request.signedInUser`, null
 * when signed out) from the row the store read with the session, and the session's idle expiry is
 * renewed at most hourly. `request.user` maps the `User` entity from that row on first read only
 * (docs/architecture.md, "Hot path"). The signed-in marker `flourishly.signed-in` (path /,
 * httpOnly, SameSite=Lax, no secret) follows the session on every API answer: set when the
 * request ends signed in without it (sign-in, or a session older than the marker), cleared when
 * it ends signed out with it (sign-out, an expired or revoked session). Returns the store, to be
 * closed with the app.
 */
export async function registerSessions(app: NestFastifyApplication, config: AppConfig): Promise<DatabaseSessionStore> {
  const orm = app.get(MikroORM);
  const store = new DatabaseSessionStore(orm);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    cookieName: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store,
    saveUninitialized: false,
    // The cookie is set at sign-in and lives as long as the absolute lifetime; the idle
    // lifetime and its hourly renewal are the store's.
    rolling: false,
    cookie: {
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: SESSION_ABSOLUTE_LIFETIME_MS,
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const source: SignedInUserSource = signedInUserMapping(orm);
  fastify.decorateRequest('signedInUser', null);
  fastify.decorateRequest('user', {
    getter(this: FastifyRequest): User | null {
      return (this.signedInUser as SignedInUser | null)?.user ?? null;
    },
    setter(this: FastifyRequest, user: User | null) {
      this.signedInUser = user ? SignedInUser.fromEntity(user) : null;
    },
  });
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const session = request.session as FastifyRequest['session'] | Record<string, never>;
    if (typeof session.userId !== 'number' || !session.sessionId) return;
    const row = session.signedInUserRow;
    // No row: the user was deleted since; the session is as good as signed out.
    if (row?.id !== session.userId) return;
    request.signedInUser = SignedInUser.fromRow(row, source);
    await store.renew(session.sessionId, session as FastifyRequest['session']);
  });
  const markerOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure } as const;
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith(`${SESSION_COOKIE_PATH}/`)) return payload;
    const signedIn = request.signedInUser !== null && typeof request.session?.userId === 'number';
    // A request refused before the cookies were read (a cross-site call) has none.
    const marked = request.cookies?.[SIGNED_IN_COOKIE_NAME] !== undefined;
    if (signedIn && !marked) reply.setCookie(SIGNED_IN_COOKIE_NAME, '1', { ...markerOptions, maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000 });
    else if (!signedIn && marked) reply.clearCookie(SIGNED_IN_COOKIE_NAME, markerOptions);
    return payload;
  });
  return store;
}
