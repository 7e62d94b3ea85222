import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password-hasher';

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

  /** Starts a session for `user` (passport regenerates the session id). */
  logIn(request: Request, user: User): Promise<void> {
    return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
  }

  /** Ends the session: logs out, destroys the stored session. */
  async logOut(request: Request): Promise<void> {
    await new Promise<void>((resolve, reject) => request.logOut((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) =>
      request.session ? request.session.destroy((error) => (error ? reject(error) : resolve())) : resolve(),
    );
  }
}
