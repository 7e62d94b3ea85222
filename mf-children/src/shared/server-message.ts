import { isApiError } from '@flourishly/platform';

/**
 * What a parent reads when a child-profile call fails (docs/product.md: the toast carries the
 * server's error body text). Our API answers `{statusCode, message, errors?}`, so that is the
 * `message`; a plain-text body is shown as it is. Everything else gives `fallback`: no response,
 * an empty body, a JSON body without a message (never raw JSON), an HTML error page from a proxy,
 * or an error that did not come from the server. The message is the server's English: callers
 * show it with the platform's `translateContractText`, which says a text it knows in the parent's
 * language.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 'FETCH_ERROR') return fallback;
  const text = error.bodyText.trim();
  if (text.length === 0 || text.startsWith('<')) return fallback;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const message = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : null;
  if (typeof message === 'string' && message.trim().length > 0) return message.trim();
  if (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string')) return message.join(', ');
  return fallback;
}
