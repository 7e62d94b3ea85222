import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { GoneException, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ACCOUNT_MESSAGES, DEFAULT_LOCALE, PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MINUTES, type Locale } from '@flourishly/contracts';
import { hashPassword } from '../users/password-hasher';
import { assertStrongPassword } from '../users/password-strength';
import { emailKey } from '../common/rate-limit/rate-limit.guard';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { generateSecretToken, hashSecretToken } from '../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService, mailText } from '../mail/mail.service';
import { singleLine } from '../common/single-line';
import { UsersService } from '../users/users.service';
import { PasswordResetToken } from './password-reset-token.entity';

/** At most this many reset emails go to one address an hour (fewer when ACCOUNT_RATE_LIMIT is lower). */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 5;

/**
 * Password reset by email (README, "Email"): a request mails a single-use link valid
 * PASSWORD_RESET_TTL_MINUTES; confirming it sets a new password and ends every session of the
 * account. Rate-limit policies, per client address and per email address:
 * - `password-reset:ip`: LOGIN_RATE_LIMIT requests a minute;
 * - `password-reset:account`: {@link PASSWORD_RESET_EMAILS_PER_HOUR} an hour;
 * - `password-reset-confirm:ip`: LOGIN_RATE_LIMIT confirmations a minute.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Requests still being looked up and mailed, off the request path. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(PasswordResetToken) private readonly tokens: EntityRepository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    limits.define('password-reset:ip', { points: config.loginRateLimit, durationSeconds: 60 });
    limits.define('password-reset:account', {
      points: Math.min(config.accountRateLimit, PASSWORD_RESET_EMAILS_PER_HOUR),
      durationSeconds: 60 * 60,
    });
    limits.define('password-reset-confirm:ip', { points: config.loginRateLimit, durationSeconds: 60 });
  }

  /**
   * Starts a reset for `email` (already normalised by the contract's schema) and returns at once:
   * the account lookup, the new token and the email happen off the request path, so the answer
   * neither says nor hints by its timing whether the address has an account. Failures are logged.
   * `requestLocale` is the language of the request (Accept-Language), for an account that has not
   * chosen one.
   */
  request(email: string, requestLocale: Locale = DEFAULT_LOCALE): void {
    const task = this.sendLink(email, new Date(), requestLocale).then(
      () => undefined,
      (error: unknown) => {
        this.logger.error(`Could not send a password reset email: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /**
   * Mails a reset link to the account with this email, when there is one: a new token (256 bits,
   * only its SHA-256 stored) valid PASSWORD_RESET_TTL_MINUTES from `now`, in
   * `${PUBLIC_URL}/reset-password?token=...`, in the account's `locale`, else `requestLocale`.
   * Resolves with false when no account has the address.
   */
  async sendLink(email: string, now: Date = new Date(), requestLocale: Locale = DEFAULT_LOCALE): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user) return false;
    const token = generateSecretToken();
    // A fork of its own: the link is mailed after the request has answered.
    const em = this.tokens.getEntityManager().fork();
    em.getRepository(PasswordResetToken).create({
      user: user.id,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await em.flush();
    const link = `${this.config.publicUrl}${PASSWORD_RESET_PATH}?token=${token}`;
    const locale = user.locale ?? requestLocale;
    await this.mail.send({
      to: user.email,
      subject: mailText(locale, 'passwordReset.subject'),
      text: [
        mailText(locale, 'greeting', { name: singleLine(user.fullName) }),
        '',
        mailText(locale, 'passwordReset.intro', { minutes: PASSWORD_RESET_TTL_MINUTES }),
        '',
        link,
        '',
        mailText(locale, 'passwordReset.once'),
        '',
        mailText(locale, 'signature'),
      ].join('\n'),
    });
    return true;
  }

  /** Resolves once every reset started so far was mailed or failed (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /**
   * Sets `password` on the account of a reset token. 410 (ACCOUNT_MESSAGES.resetGone) when the
   * token is unknown, used or expired; 400 when the password is too easy to guess (the same
   * zxcvbn rule and message as registration). The token is claimed with a conditional update in
   * the same transaction as the new hash, so two confirmations cannot both succeed; the
   * account's other pending links stop working and every session of the account ends.
   */
  async confirm(token: string, password: string, now: Date = new Date()): Promise<void> {
    const reset = await this.tokens.findOne({ tokenHash: hashSecretToken(token) }, { populate: ['user'] });
    if (!reset || reset.usedAt || reset.expiresAt <= now) throw new GoneException(ACCOUNT_MESSAGES.resetGone);
    const user = reset.user;
    assertStrongPassword(password, [user.fullName, user.email]);
    const passwordHash = await hashPassword(password);
    await this.tokens
      .getEntityManager()
      .fork()
      .transactional(async (em) => {
        const tokens = em.getRepository(PasswordResetToken);
        const claimed = await tokens.nativeUpdate({ id: reset.id, usedAt: null }, { usedAt: now });
        if (claimed !== 1) throw new GoneException(ACCOUNT_MESSAGES.resetGone);
        await tokens.nativeUpdate({ user: user.id, usedAt: null }, { usedAt: now });
        await this.users.replacePassword(em, user.id, passwordHash, null);
      });
    // Failed sign-ins before the reset no longer hold the account back.
    await this.limits.reset('login:account', emailKey(user.email));
  }
}
