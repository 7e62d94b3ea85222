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

/** The position a cursor names; 400 when it is not one this server made. */
export function decodeCursor(text: string): TimeIdCursor {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const at = match ? new Date(Number(match[1])) : null;
  const id = match ? Number(match[2]) : NaN;
  if (!at || Number.isNaN(at.getTime()) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new BadRequestException(PAGINATION_MESSAGES.cursor);
  }
  return { at, id };
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
