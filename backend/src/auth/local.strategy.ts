import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@flourishly/contracts';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** passport-local: email + password against the stored argon2id hash. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<User> {
    const user = await this.auth.validateCredentials(email, password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
