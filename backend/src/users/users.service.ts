import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { AUTH_MESSAGES, type ChangePasswordInput, type Locale, type ProfileInput, type RegisterInput } from '@flourishly/contracts';
import { withRowLock } from '../database/row-lock';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertStrongPassword } from './password-strength';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Emptiness of an optional text answer: '' and undefined both mean "not given". */
const orNull = (value: string | undefined) => (value && value.length > 0 ? value : null);

/**
 * Accounts: the `users` and `sessions` tables are read and written here only; other modules ask
 * this service (docs/architecture.md, "Backend layers").
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: EntityRepository<User>,
    @InjectRepository(Session) private readonly sessions: EntityRepository<Session>,
  ) {}

  /**
   * Creates an account; 400 for a password too easy to guess (zxcvbn, see users/password-strength.ts);
   * 409 when the email is taken (also when two sign-ups race).
   */
  async create(input: RegisterInput): Promise<User> {
    assertStrongPassword(input.password, [input.fullName, input.email]);
    if (await this.users.count({ email: input.email })) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    const user = this.users.create({
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
    });
    try {
      await this.users.getEntityManager().persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return user;
  }

  /** The user with this email, with the password hash loaded, or null. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.findOne({ email }, { populate: ['passwordHash'] });
  }

  /**
   * The user with this email, or null; read in an EntityManager of its own (a password reset
   * mails its link after the request has answered).
   */
  findByEmail(email: string): Promise<User | null> {
    return this.users.getEntityManager().fork().getRepository(User).findOne({ email });
  }

  /** The user `userId`; throws (MikroORM's NotFoundError) when there is none. */
  get(userId: number): Promise<User> {
    return this.users.findOneOrFail({ id: userId });
  }

  /** Whether the account exists (an unsubscribe link may outlive it); read in an EntityManager of its own. */
  async exists(userId: number): Promise<boolean> {
    return (await this.users.getEntityManager().fork().getRepository(User).count({ id: userId })) > 0;
  }

  /** The language the user chose (null until chosen, or when the account does not exist), read through `em` when given. */
  async localeOf(userId: number, em?: EntityManager): Promise<Locale | null> {
    const users = em ? em.getRepository(User) : this.users;
    const user = await users.findOne({ id: userId }, { fields: ['locale'] });
    return user?.locale ?? null;
  }

  /**
   * Sets the user's language on their row in `em`, written with the caller's next flush (settings
   * store it with their other choices); throws (MikroORM's NotFoundError) when there is no such user.
   */
  async setLocale(em: EntityManager, userId: number, locale: Locale | null): Promise<void> {
    const user = await em.getRepository(User).findOneOrFail({ id: userId }, { fields: ['locale'] });
    user.locale = locale;
  }

  /**
   * Runs `work` in one transaction holding the user's row lock (database/row-lock.ts), e.g. a cap
   * on the records a user owns; `work` does all its reads and writes through the EntityManager it
   * is given.
   */
  withLock<T>(userId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return withRowLock(this.users.getEntityManager(), User, userId, work);
  }

  /**
   * Sets the password hash of `userId` and ends every session of the user but `keepSessionId`
   * (all when null), in the transaction of `em`, so a new password never leaves old sessions alive.
   */
  async replacePassword(em: EntityManager, userId: number, passwordHash: string, keepSessionId: string | null): Promise<void> {
    await em.getRepository(User).nativeUpdate({ id: userId }, { passwordHash });
    await em.getRepository(Session).nativeDelete(keepSessionId === null ? { userId } : { userId, id: { $ne: keepSessionId } });
  }

  /**
   * Saves the profile form (docs/product.md) and marks the profile completed.
   * Throws 404 when the user no longer exists.
   */
  async updateProfile(userId: number, profile: ProfileInput): Promise<User> {
    const user = await this.users.findOne(userId);
    if (!user) throw new NotFoundException('User not found');
    user.phoneNumber = orNull(profile.phoneNumber);
    user.address = orNull(profile.address);
    user.schoolName = orNull(profile.schoolName);
    user.schoolUrl = orNull(profile.schoolUrl);
    user.grade = profile.grade ? profile.grade : null;
    user.selectedInterests = profile.selectedInterests ?? [];
    user.profileCompleted = true;
    await this.users.getEntityManager().flush();
    return user;
  }

  /**
   * Replaces the password after checking the current one (422 when it is wrong; 400 when the new
   * one is too easy to guess) and signs the user out everywhere else: every stored session of
   * theirs but `currentSessionId` ends. The new hash and the sign-outs are one transaction:
   * never a new password with old sessions alive.
   */
  async changePassword(userId: number, change: ChangePasswordInput, currentSessionId: string): Promise<void> {
    const user = await this.users.findOne(userId, { populate: ['passwordHash'] });
    if (!user) throw new NotFoundException('User not found');
    if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
      throw new UnprocessableEntityException(AUTH_MESSAGES.wrongCurrentPassword);
    }
    assertStrongPassword(change.newPassword, [user.fullName, user.email]);
    const passwordHash = await hashPassword(change.newPassword);
    await this.sessions
      .getEntityManager()
      .fork()
      .transactional((em) => this.replacePassword(em, userId, passwordHash, currentSessionId));
    user.passwordHash = passwordHash;
  }
}
