import { Body, Controller, ForbiddenException, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '../common/cookies';
import { CurrentUser } from '../users/current-user.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import type { User } from '../users/user.entity';
import { ACCOUNT_DELETION_POLICIES, AccountDeletionService } from './account-deletion.service';
import { AccountExportService, type AccountExport } from './account-export.service';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The account's data rights: taking the data out and closing the account (README.md, "Your data"). */
@ApiTags('users')
@Controller('users/:userId')
export class AccountController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /**
   * GET /api/users/{userId}/export: every record the account holds as a JSON file download
   * (`flourishly-export-YYYY-MM-DD.json`, layout in {@link AccountExport}); 403 for anyone but the
   * user themself, 401 when signed out.
   */
  @ContractRoute(endpoints.exportAccount, 'users/:userId')
  async export(
    @Param() { userId }: ParamsOf<typeof endpoints.exportAccount>,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccountExport> {
    if (userId !== user.id) throw new ForbiddenException('You can only export your own data');
    const data = await this.exports.export(user.id);
    response.header('Content-Disposition', `attachment; filename="flourishly-export-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }

  /**
   * DELETE /api/users/{userId} {password}: deletes the account, the children it owns with all their
   * data (also for those they were shared with), its memberships, invitations, report links and
   * sessions, and clears the session cookie; 204. 422 when the password is wrong, 403 for anyone
   * but the user themself, 429 with Retry-After as for a password change.
   */
  @ContractRoute(endpoints.deleteAccount, 'users/:userId')
  @RateLimit({ policy: ACCOUNT_DELETION_POLICIES.ip, key: 'ip' }, { policy: ACCOUNT_DELETION_POLICIES.account, key: 'user' })
  async delete(
    @Param() { userId }: ParamsOf<typeof endpoints.deleteAccount>,
    @Body() body: BodyOf<typeof endpoints.deleteAccount>,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    if (userId !== user.id) throw new ForbiddenException('You can only delete your own account');
    await this.deletion.delete(user.id, body.password);
    // The stored session row is gone already; end the request's session object and its cookie too.
    await request.session.destroy();
    response.clearCookie(SESSION_COOKIE_NAME, { path: SESSION_COOKIE_PATH });
  }
}
