import { z } from 'zod';

/**
 * The error rule of docs/product.md: a non-OK response becomes an error whose message is
 * "{status}: {body text}", or "{status}: {status text}" when the body is empty.
 */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

/**
 * The JSON error body every API error carries: `message` is what a person reads.
 * `errors` lists field problems of a 400 (path joined with dots).
 */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The human message of an error body text: the `message` of a JSON error body, else the text.
 * Used by clients that show a server's error (docs/product.md, "Error creating profile").
 */
export function messageFromErrorBody(bodyText: string): string {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string') return message;
      if (Array.isArray(message)) return message.join(', ');
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return bodyText;
}
