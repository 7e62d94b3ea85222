import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../users/password-hasher';

@Injectable()
export class AuthService {
  constructor(private readonly users: UsersService) {}

  /**
   * The user whose email and password match, else null. An unknown email still costs one
   * argon2 verification, so timing does not reveal which emails have accounts.
   */
  async validateCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmailWithPassword(email.trim().toLowerCase());
    if (!user) {
      await verifyPassword(await DUMMY_PASSWORD_HASH, password);
      return null;
    }
    return (await verifyPassword(user.passwordHash, password)) ? user : null;
  }

  /**
   * Signs `user` in on the request's session, saved when the answer is sent. A session read from
   * the store (a sign-in while signed in) is replaced by one with a new id, so an id known before
   * sign-in never becomes a signed-in one; the absolute lifetime starts now.
   */
  async logIn(request: FastifyRequest, user: User): Promise<void> {
    if (request.session.storedExpiresAt !== undefined) await request.session.regenerate();
    request.session.userId = user.id;
    request.session.createdAt = Date.now();
    request.user = user;
  }

  /** Ends the session: destroys the stored session (also when there is none). */
  async logOut(request: FastifyRequest): Promise<void> {
    request.user = null;
    if (request.session?.sessionId) await request.session.destroy();
  }
}
