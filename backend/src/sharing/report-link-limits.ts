import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { reportLinkTokenSchema } from '@flourishly/contracts';
import type { FastifyRequest } from 'fastify';
import { hashSecretToken } from '../common/secret-token';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { ReportLink } from './report-link.entity';

/** Opens of report links per client address and minute, and of one link per minute from anywhere. */
export const SHARED_REPORT_RATE_LIMIT = 60;
/** Failed opens (unknown, expired or revoked token) per client address and minute. */
export const SHARED_REPORT_MISS_LIMIT = 30;
/** Failed opens per token bucket and minute, from every address together. */
export const SHARED_REPORT_BUCKET_MISS_LIMIT = 10;
/** Hex digits of the token's SHA-256 that name its bucket: 16^3 = 4,096 buckets. */
const BUCKET_DIGITS = 3;

/**
 * The bucket of a token: the first digits of its hash. Guesses at the links of one bucket are
 * counted together whichever address they come from, so spreading a guess over many addresses
 * gains nothing (at most 4,096 x {@link SHARED_REPORT_BUCKET_MISS_LIMIT} guesses a minute in all,
 * against 2^256 tokens).
 */
export const reportLinkBucket = (token: string) => hashSecretToken(token).slice(0, BUCKET_DIGITS);

/** Defines the policies {@link ReportLinkLimitGuard} counts against (module start-up). */
export function defineReportLinkLimits(limits: RateLimitService): void {
  limits.define('shared-report:open-ip', { points: SHARED_REPORT_RATE_LIMIT, durationSeconds: 60 });
  limits.define('shared-report:open-link', { points: SHARED_REPORT_RATE_LIMIT, durationSeconds: 60 });
  limits.define('shared-report:miss-ip', { points: SHARED_REPORT_MISS_LIMIT, durationSeconds: 60 });
  limits.define('shared-report:miss-bucket', { points: SHARED_REPORT_BUCKET_MISS_LIMIT, durationSeconds: 60 });
}

/**
 * Limits opens of a report link (`:token` in the path) without letting guessers lock out the
 * link's holder (docs/architecture.md, "Report links"). A usable token counts as an open, per
 * link and per address; anything else (malformed, unknown, expired, revoked) counts as a miss,
 * per address and per token bucket. The two are counted apart, so a valid token is never refused
 * because of others' failures, even from the same address (a school's or a clinic's NAT). 429 with
 * Retry-After once a count is used up; otherwise the route answers as it would (200, 404, 410).
 * Counters are shared by every instance through Redis (RateLimitService).
 */
@Injectable()
export class ReportLinkLimitGuard implements CanActivate {
  constructor(
    @InjectRepository(ReportLink) private readonly links: EntityRepository<ReportLink>,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Params: { token?: string } }>>();
    const token = request.params.token ?? '';
    const address = request.ip ?? 'unknown';
    const linkId = await this.usableLinkId(token);
    if (linkId === null) {
      await this.limits.consume('shared-report:miss-ip', address);
      await this.limits.consume('shared-report:miss-bucket', reportLinkBucket(token));
    } else {
      await this.limits.consume('shared-report:open-link', String(linkId));
      await this.limits.consume('shared-report:open-ip', address);
    }
    return true;
  }

  /** The id of the token's link when it may be opened now, else null (one indexed lookup by hash). */
  private async usableLinkId(token: string): Promise<number | null> {
    if (!reportLinkTokenSchema.safeParse(token).success) return null;
    const link = await this.links.findOne(
      { tokenHash: hashSecretToken(token) },
      { fields: ['id', 'expiresAt', 'revokedAt'], disableIdentityMap: true },
    );
    if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) return null;
    return link.id;
  }
}
