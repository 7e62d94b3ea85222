import { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { AUTH_MESSAGES, type ChangePasswordInput, type ProfileInput, type RegisterInput } from '@flourishly/contracts';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertStrongPassword } from './password-strength';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Emptiness of an optional text answer: '' and undefined both mean "not given". */
const orNull = (value: string | undefined) => (value && value.length > 0 ? value : null);

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Creates an account; 400 for a password too easy to guess (zxcvbn, see users/password-strength.ts);
   * 409 when the email is taken (also when two sign-ups race).
   */
  async create(input: RegisterInput): Promise<User> {
    assertStrongPassword(input.password, [input.fullName, input.email]);
    if (await this.em.count(User, { email: input.email })) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    const user = this.em.create(User, {
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
    });
    try {
      await this.em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return user;
  }

  /** The user with this email, with the password hash loaded, or null. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.em.findOne(User, { email }, { populate: ['passwordHash'] });
  }

  /**
   * Saves the profile form (docs/product.md) and marks the profile completed.
   * Throws 404 when the user no longer exists.
   */
  async updateProfile(userId: number, profile: ProfileInput): Promise<User> {
    const user = await this.em.findOne(User, userId);
    if (!user) throw new NotFoundException('User not found');
    user.phoneNumber = orNull(profile.phoneNumber);
    user.address = orNull(profile.address);
    user.schoolName = orNull(profile.schoolName);
    user.schoolUrl = orNull(profile.schoolUrl);
    user.grade = profile.grade ? profile.grade : null;
    user.selectedInterests = profile.selectedInterests ?? [];
    user.profileCompleted = true;
    await this.em.flush();
    return user;
  }

  /**
   * Replaces the password after checking the current one (422 when it is wrong; 400 when the new
   * one is too easy to guess) and signs the user out everywhere else: every stored session of
   * theirs but `currentSessionId` ends. The new hash and the sign-outs are one transaction:
   * never a new password with old sessions alive.
   */
  async changePassword(userId: number, change: ChangePasswordInput, currentSessionId: string): Promise<void> {
    const user = await this.em.findOne(User, userId, { populate: ['passwordHash'] });
    if (!user) throw new NotFoundException('User not found');
    if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
      throw new UnprocessableEntityException(AUTH_MESSAGES.wrongCurrentPassword);
    }
    assertStrongPassword(change.newPassword, [user.fullName, user.email]);
    const passwordHash = await hashPassword(change.newPassword);
    await this.em.fork().transactional(async (em) => {
      await em.nativeUpdate(User, { id: userId }, { passwordHash });
      await em.nativeDelete(Session, { userId, id: { $ne: currentSessionId } });
    });
    user.passwordHash = passwordHash;
  }
}
