import { Controller, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import escapeHtml from 'escape-html';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, endpoints, UNSUBSCRIBE_TEXT, type Locale, type ParamsOf, type Unsubscribed } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { ContractRoute } from '../common/openapi/routes';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { mailText } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

/** A link from an email: never cached, never indexed, never sent on as a referrer. */
function privateHeaders(response: FastifyReply) {
  response.header('Referrer-Policy', 'no-referrer');
  response.header('X-Robots-Tag', 'noindex, nofollow');
  response.header('Cache-Control', 'no-store');
}

/**
 * The one-click unsubscribe of reminder emails (docs/product.md, "Reminders"), signed out: the
 * token of the email's link names the user and the kind of reminder (unsubscribe-token.ts).
 */
@ApiTags('reminders')
@Public()
@Controller('reminders/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private claimOf(token: string): UnsubscribeClaim {
    const claim = readUnsubscribeToken(this.config.sessionSecret, token);
    if (!claim) throw new NotFoundException(UNSUBSCRIBE_TEXT.unknown);
    return claim;
  }

  /** The language of the token's user, as their reminder emails speak it (English until they choose one). */
  private async localeOf(userId: number): Promise<Locale> {
    return (await this.settings.get(userId)).locale ?? DEFAULT_LOCALE;
  }

  /**
   * GET /api/reminders/unsubscribe/{token}: an HTML page with one Unsubscribe button (a form that
   * POSTs to the same address), in the language of the token's user. A GET changes nothing, as
   * mail scanners open links. 404 for a token that is not ours.
   */
  @ContractRoute(endpoints.unsubscribePage, 'reminders/unsubscribe')
  async page(
    @Param() { token }: ParamsOf<typeof endpoints.unsubscribePage>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const { userId, kind } = this.claimOf(token);
    privateHeaders(response);
    response.type('text/html; charset=utf-8');
    const locale = await this.localeOf(userId);
    const setting = mailText(locale, 'reminder.setting', { kind });
    const title = escapeHtml(mailText(locale, 'unsubscribe.title'));
    return [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
      `<title>${title}</title></head>`,
      '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1d2a30">',
      `<main><h1>${title}</h1><p>${escapeHtml(mailText(locale, 'unsubscribe.confirm', { setting }))}</p>`,
      `<form method="post" action="${escapeHtml(encodeURIComponent(token))}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      `<button type="submit" style="min-height: 44px; padding: 0.5rem 1.25rem; font: inherit; background: #2f6f5e; color: #fff; border: 0; border-radius: 10px">${escapeHtml(mailText(locale, 'unsubscribe.button'))}</button>`,
      `</form><p><small>${escapeHtml(setting)}</small></p></main></body></html>`,
    ].join('');
  }

  /**
   * POST /api/reminders/unsubscribe/{token} (any body: mail clients send
   * `List-Unsubscribe=One-Click` as a form, RFC 8058): turns that kind of reminder off for the
   * token's user; 200 `{kind, message}` (the message in the user's language), the same when it was
   * off already. 404 for a token that is not ours, or whose account is gone.
   */
  @ContractRoute(endpoints.unsubscribe, 'reminders/unsubscribe')
  async unsubscribe(
    @Param() { token }: ParamsOf<typeof endpoints.unsubscribe>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Unsubscribed> {
    const { userId, kind } = this.claimOf(token);
    privateHeaders(response);
    if (!(await this.settings.userExists(userId))) throw new NotFoundException(UNSUBSCRIBE_TEXT.unknown);
    await this.settings.turnOffReminder(userId, kind);
    const locale = await this.localeOf(userId);
    return { kind, message: mailText(locale, 'unsubscribe.done', { setting: mailText(locale, 'reminder.setting', { kind }) }) };
  }
}
