import { Body, Controller, ForbiddenException, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User as UserResponse } from '@flourishly/contracts';
import type { FastifyRequest } from 'fastify';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { CurrentUser } from './current-user.decorator';
import type { User } from './user.entity';
import { toUserResponse } from './user.mapper';
import { UsersService } from './users.service';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

@ApiTags('users')
@Controller('users/:userId')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * POST /api/users/{userId}/profile: saves the profile form (docs/product.md) and sets
   * profileCompleted. 400 on invalid fields; 403 for anyone but the user themself.
   */
  @ContractRoute(endpoints.saveProfile, 'users/:userId')
  async saveProfile(
    @Param() { userId }: ParamsOf<typeof endpoints.saveProfile>,
    @Body() profile: BodyOf<typeof endpoints.saveProfile>,
    @CurrentUser() user: User,
  ): Promise<UserResponse> {
    if (userId !== user.id) throw new ForbiddenException('You can only change your own profile');
    return toUserResponse(await this.users.updateProfile(user.id, profile));
  }

  /**
   * POST /api/users/{userId}/password: changes the password; 204 on success, 422 when the
   * current password is wrong, 403 for anyone but the user themself. The user's other sessions
   * (other browsers and devices) are signed out; this one stays. 429 with Retry-After after
   * LOGIN_RATE_LIMIT attempts a minute from one address or ACCOUNT_RATE_LIMIT in 15 minutes.
   */
  @ContractRoute(endpoints.changePassword, 'users/:userId')
  @RateLimit({ policy: 'password-change:ip', key: 'ip' }, { policy: 'password-change:account', key: 'user' })
  async changePassword(
    @Param() { userId }: ParamsOf<typeof endpoints.changePassword>,
    @Body() change: BodyOf<typeof endpoints.changePassword>,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    if (userId !== user.id) throw new ForbiddenException('You can only change your own password');
    await this.users.changePassword(user.id, change, request.session.sessionId);
  }
}
