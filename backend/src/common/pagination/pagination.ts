import { BadRequestException } from '@nestjs/common';
import { NEXT_CURSOR_HEADER, PAGINATION_MESSAGES } from '@flourishly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One page of a list and the cursor of the next page (null on the last one). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Position of the last item of a page in a list ordered by (time desc, id desc). */
export interface TimeIdCursor {
  at: Date;
  id: number;
}

/** The opaque cursor text (base64url of "epoch-ms.id") of a position. */
export function encodeCursor(cursor: TimeIdCursor): string {
  return Buffer.from(`${cursor.at.getTime()}.${cursor.id}`).toString('base64url');
}

/** Latest time a cursor may name: the end of year 9999, the last that both databases and ISO 8601's four-digit years hold. */
const MAX_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The position a cursor names; 400 when it is not one this server made: anything but the exact
 * text {@link encodeCursor} gives for a time from the epoch to {@link MAX_CURSOR_TIME} and an id
 * of 1 to 2^31 - 1: a later year made PostgreSQL fail (docs/architecture.md, "Caps and pagination").
 */
export function decodeCursor(text: string): TimeIdCursor {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const time = match ? Number(match[1]) : NaN;
  const id = match ? Number(match[2]) : NaN;
  const valid = time >= 0 && time <= MAX_CURSOR_TIME && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
  const cursor = { at: new Date(valid ? time : 0), id };
  // One text per position: leading zeros, padding or stray characters are not a cursor we made.
  if (!valid || encodeCursor(cursor) !== text) throw new BadRequestException(PAGINATION_MESSAGES.cursor);
  return cursor;
}

/**
 * Sets the next page's headers: {@link NEXT_CURSOR_HEADER} with the cursor and `Link: <same
 * path?limit=&cursor=>; rel="next"`; neither on the last page.
 */
export function setNextPageHeaders(request: FastifyRequest, response: FastifyReply, limit: number, nextCursor: string | null): void {
  if (!nextCursor) return;
  const path = request.url.split('?')[0];
  response.header(NEXT_CURSOR_HEADER, nextCursor);
  response.header('Link', `<${path}?limit=${limit}&cursor=${nextCursor}>; rel="next"`);
}
