import { z } from 'zod';
import { queryIntegerSchema } from './ids';

/** Items of a page when `limit` is not given, and the most a page holds. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/**
 * The response header that carries the cursor of the next page (absent on the last page). The
 * same page is also linked in a standard `Link: <url>; rel="next"` header (RFC 8288).
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const PAGINATION_MESSAGES = {
  cursor: 'Invalid cursor: use the one the previous page returned',
} as const;

/**
 * Query of a paginated list: `limit` (1-100, default 50) and `cursor`, the opaque value the
 * previous page returned in {@link NEXT_CURSOR_HEADER}. Lists are keyset-paginated, so a page
 * neither repeats nor skips items when new ones arrive meanwhile.
 */
export const paginationQuerySchema = z.object({
  limit: queryIntegerSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, PAGINATION_MESSAGES.cursor)
    .optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
