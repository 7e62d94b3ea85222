import { MikroORM } from '@mikro-orm/core';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import { User } from '../users/user.entity';

type Done<T> = (error: unknown, value?: T | false) => void;

/**
 * Keeps only the user id in the session; loads the user per request with a forked
 * EntityManager (passport runs before MikroORM's request context) and passes every failure
 * to `done`, so a database error never hangs the request.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  serializeUser(user: User, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(userId: number, done: Done<User>): void {
    this.orm.em
      .fork()
      .findOne(User, { id: userId })
      .then(
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
