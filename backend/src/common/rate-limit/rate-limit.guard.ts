import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import '../http';
import { RateLimitService } from './rate-limit.service';

/** What a limit counts by: the client address, the email in the body, or the signed-in user. */
export type RateLimitKey = 'ip' | 'email' | 'user';

export interface RateLimitRule {
  /** A policy name of {@link RateLimitService}. */
  policy: string;
  key: RateLimitKey;
}

const RATE_LIMIT_RULES = Symbol('RATE_LIMIT_RULES');

/** An email as a fixed-length key, so counters never hold addresses in clear text. */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The value of `key` for this request, or null when it has none (then that rule is skipped). */
export function rateLimitKey(request: FastifyRequest, key: RateLimitKey): string | null {
  if (key === 'ip') return request.ip ?? 'unknown';
  if (key === 'user') {
    const id = request.signedInUser?.id;
    return typeof id === 'number' ? String(id) : null;
  }
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 && email.length <= 1000 ? emailKey(email) : null;
}

/** Counts the request against each rule of the route, in order; 429 at the first one used up. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.getAllAndOverride<RateLimitRule[]>(RATE_LIMIT_RULES, [context.getHandler(), context.getClass()]) ?? [];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of rules) {
      const value = rateLimitKey(request, rule.key);
      if (value !== null) await this.limits.consume(rule.policy, value);
    }
    return true;
  }
}

/**
 * Limits a route (or every route of a controller) by the given rules, e.g.
 * `@RateLimit({ policy: 'login:ip', key: 'ip' }, { policy: 'login:account', key: 'email' })`.
 * Runs after the global session guard, before the route's own guards listed after it.
 */
export const RateLimit = (...rules: RateLimitRule[]) => applyDecorators(SetMetadata(RATE_LIMIT_RULES, rules), UseGuards(RateLimitGuard));
