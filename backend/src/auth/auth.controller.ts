import { Body, Controller, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User as UserResponse } from '@flourishly/contracts';
import { AUTH_MESSAGES } from '@flourishly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { CurrentUserFields } from '../users/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { toUserResponse, type UserFields } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { LoginLimits } from './login-limits';
import { endpoints, type BodyOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '../common/cookies';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly loginLimits: LoginLimits,
  ) {}

  /**
   * POST /api/register {fullName, email, password}: creates the account and signs it in.
   * 201 with the user; 400 on invalid fields; 409 when the email is taken; 429 when rate limited.
   */
  @Public()
  @ContractRoute(endpoints.register)
  @RateLimit({ policy: 'register:ip', key: 'ip' }, { policy: 'register:account', key: 'email' })
  async register(
    @Body() body: BodyOf<typeof endpoints.register>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const user = await this.users.create(body);
    await this.auth.logIn(request, user);
    await this.loginLimits.succeeded(request, reply, user.email);
    return toUserResponse(user);
  }

  /**
   * POST /api/login {email, password}: signs in. 200 with the user; 400 for a malformed body;
   * 401 "Invalid email or password"; 429 with Retry-After (seconds) after LOGIN_RATE_LIMIT
   * attempts a minute from one address, or on one email: ACCOUNT_RATE_LIMIT attempts in 15
   * minutes from one address (or from one browser that signed in to it before), ten times that
   * an hour from everywhere else, on any instance ({@link LoginLimits}: a stranger cannot lock
   * the owner's own browser out). A successful sign-in starts a new session and marks the
   * browser as known (cookie `flourishly.device`, path /api/login).
   */
  @Public()
  @ContractRoute(endpoints.login)
  @RateLimit({ policy: 'login:ip', key: 'ip' })
  async login(
    @Body() body: BodyOf<typeof endpoints.login>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    await this.loginLimits.count(request, body.email);
    const user = await this.auth.validateCredentials(body.email, body.password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.auth.logIn(request, user);
    await this.loginLimits.succeeded(request, reply, user.email);
    return toUserResponse(user);
  }

  /** POST /api/logout: ends the session (also when there is none); 204, no body. */
  @Public()
  @ContractRoute(endpoints.logout)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.auth.logOut(request);
    response.clearCookie(SESSION_COOKIE_NAME, { path: SESSION_COOKIE_PATH });
  }

  /** GET /api/user: the signed-in user; 401 when signed out (docs/product.md). */
  @ContractRoute(endpoints.currentUser)
  currentUser(@CurrentUserFields() user: UserFields): UserResponse {
    return toUserResponse(user);
  }
}
