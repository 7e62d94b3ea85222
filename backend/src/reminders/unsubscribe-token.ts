import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '@flourishly/contracts';

/**
 * The token of a reminder's one-click unsubscribe link (docs/architecture.md, "Reminders"): the
 * user's id and the kind of reminder, signed with an HMAC-SHA-256 of a key derived from
 * SESSION_SECRET. It works signed out and needs no table; all it can do is turn that kind off
 * for that user, so it never expires.
 */
export interface UnsubscribeClaim {
  userId: number;
  kind: ReminderKind;
}

const signingKey = (secret: string) => createHmac('sha256', secret).update('reminder-unsubscribe').digest();

const signature = (secret: string, payload: string) => createHmac('sha256', signingKey(secret)).update(payload).digest('base64url');

/** 'u42-immunizations.<signature>': the token for one user and kind. */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `u${claim.userId}-${claim.kind}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a token signed with `secret`; null for anything else (malformed, altered, another secret). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const match = /^u(\d{1,12})-([A-Za-z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, given] = match;
  const expected = Buffer.from(signature(secret, `u${id}-${kind}`));
  if (!timingSafeEqual(expected, Buffer.from(given)) || !(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  return { userId: Number(id), kind: kind as ReminderKind };
}
