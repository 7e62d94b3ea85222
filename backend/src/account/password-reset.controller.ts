import { Body, Controller, Headers } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { acceptLanguageLocale } from '../common/locale/content-locale';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { PasswordResetService } from './password-reset.service';
import { endpoints, type BodyOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** A way back into an account: a reset link by email (signed out; README, "Email"). */
@ApiTags('account')
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /**
   * POST /api/password-reset {email} -> 202 {message}, whether or not an account has the
   * address: when one has, it is mailed a link to /reset-password?token=... valid one hour.
   * 400 for a malformed email; 429 with Retry-After per client address (LOGIN_RATE_LIMIT a
   * minute) and per email address (5 an hour). The email speaks the account's language, else the
   * request's Accept-Language.
   */
  @Public()
  @ContractRoute(endpoints.requestPasswordReset, 'password-reset')
  @RateLimit({ policy: 'password-reset:ip', key: 'ip' }, { policy: 'password-reset:account', key: 'email' })
  request(
    @Body() body: BodyOf<typeof endpoints.requestPasswordReset>,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): { message: string } {
    this.resets.request(body.email, acceptLanguageLocale(acceptLanguage));
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  /**
   * POST /api/password-reset/confirm {token, password} -> 204: sets the new password and signs
   * the account out everywhere. 400 for a malformed token or a password that breaks the rules
   * (length, or too easy to guess); 410 when the link is unknown, used or expired; 429 per
   * client address (LOGIN_RATE_LIMIT a minute).
   */
  @Public()
  @ContractRoute(endpoints.confirmPasswordReset, 'password-reset')
  @RateLimit({ policy: 'password-reset-confirm:ip', key: 'ip' })
  async confirm(@Body() body: BodyOf<typeof endpoints.confirmPasswordReset>): Promise<void> {
    await this.resets.confirm(body.token, body.password);
  }
}
