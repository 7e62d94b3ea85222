import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { emailKey } from '../common/rate-limit/rate-limit.guard';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Cookie of a browser that has signed in to an account before; sent to the sign-in route only. */
export const KNOWN_DEVICE_COOKIE_NAME = 'flourishly.device';
const KNOWN_DEVICE_COOKIE_PATH = '/api/login';
const KNOWN_DEVICE_DAYS = 365;
/** The global per-account limit is this many times ACCOUNT_RATE_LIMIT, per hour. */
const ACCOUNT_WIDE_FACTOR = 10;

/**
 * Sign-in limits that slow a guesser without letting a stranger lock the owner out
 * (docs/architecture.md, "Rate limits"). Every attempt counts against `login:ip` (the route's
 * guard). Then, on the email's account:
 * - from a browser that signed in to it before (a signed known-device cookie): `login:device`,
 *   ACCOUNT_RATE_LIMIT per 15 minutes for that browser alone, so nobody else's attempts reach it;
 * - from any other browser: `login:account-address`, ACCOUNT_RATE_LIMIT per 15 minutes per account
 *   and client address, and `login:account`, ACCOUNT_RATE_LIMIT x 10 per hour for the account as a
 *   whole (a guesser spread over many addresses).
 * Counters live in the shared rate-limit store (Redis when configured), so they hold on every instance.
 */
@Injectable()
export class LoginLimits {
  private readonly secret: string;
  private readonly secure: AppConfig['cookieSecure'];

  constructor(
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = config.sessionSecret;
    this.secure = config.cookieSecure;
    const perPair = { points: config.accountRateLimit, durationSeconds: 15 * 60 };
    limits.define('login:account-address', perPair);
    limits.define('login:device', perPair);
    limits.define('login:account', { points: config.accountRateLimit * ACCOUNT_WIDE_FACTOR, durationSeconds: 60 * 60 });
  }

  private signature(deviceId: string, account: string): Buffer {
    return createHmac('sha256', this.secret).update(`known-device:${deviceId}:${account}`).digest();
  }

  /** The id of the known-device cookie when it was issued for `account`, else null. */
  private knownDevice(request: FastifyRequest, account: string): string | null {
    const value = request.cookies?.[KNOWN_DEVICE_COOKIE_NAME];
    const match = typeof value === 'string' ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return null;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.signature(match[1], account);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
  }

  /** Counts one sign-in attempt on `email`'s account; 429 (with Retry-After) when a limit is used up. */
  async count(request: FastifyRequest, email: string): Promise<void> {
    const account = emailKey(email);
    const device = this.knownDevice(request, account);
    if (device) {
      await this.limits.consume('login:device', `${account}:${device}`);
      return;
    }
    await this.limits.consume('login:account-address', `${account}:${request.ip ?? 'unknown'}`);
    await this.limits.consume('login:account', account);
  }

  /**
   * After a successful sign-in or registration: forgets this browser's and this address's failed
   * attempts on the account (not the account-wide count, which a guesser elsewhere may be
   * filling) and marks the browser as a known device of the account.
   */
  async succeeded(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
    const account = emailKey(email);
    const device = this.knownDevice(request, account);
    await this.limits.reset('login:account-address', `${account}:${request.ip ?? 'unknown'}`);
    if (device) {
      await this.limits.reset('login:device', `${account}:${device}`);
      return;
    }
    const id = randomBytes(16).toString('base64url');
    reply.setCookie(KNOWN_DEVICE_COOKIE_NAME, `${id}.${this.signature(id, account).toString('base64url')}`, {
      path: KNOWN_DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
  }
}
