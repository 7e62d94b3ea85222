import { MikroORM } from '@mikro-orm/core';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { User } from '../users/user.entity';
import type { SignedInUserRow } from './database-session.store';

type Done<T> = (error: unknown, value?: T | false) => void;

/**
 * Keeps only the user id in the session and gives each request its user: built from the row the
 * session store read together with the session (no second query: docs/architecture.md, "Hot
 * path"), or loaded with a forked EntityManager when the session came without it (passport runs
 * before MikroORM's request context). Every failure goes to `done`, so a database error never
 * hangs the request.
 *
 * Registered with passport directly rather than through @nestjs/passport's PassportSerializer,
 * whose wrapper does not pass the request to the deserializer.
 */
@Injectable()
export class SessionSerializer implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {
    passport.serializeUser((user, done) => done(null, (user as User).id));
    // Three parameters: passport passes the request first (passport/lib/authenticator.js).
    passport.deserializeUser<number, Request>((request, userId, done) => this.deserializeUser(request, userId, done));
  }

  /** The user of `userId`: from the session's preloaded row when it matches, else one query; false when gone. */
  deserializeUser(request: Request, userId: number, done: Done<User>): void {
    const row = (request.session as { signedInUserRow?: SignedInUserRow } | undefined)?.signedInUserRow;
    const em = this.orm.em.fork();
    if (row?.id === userId) {
      try {
        done(null, em.map(User, row));
      } catch (error) {
        done(error);
      }
      return;
    }
    em.findOne(User, { id: userId }).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }

  /**
   * passport is a process-wide singleton that appends serializers on every registration; an
   * app that closes takes its own with it, so an app started later in the same process (tests)
   * never deserializes through a closed database.
   */
  onApplicationShutdown(): void {
    const registry = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    registry._serializers = [];
    registry._deserializers = [];
  }
}
