// No zod here: the platform's base query uses these helpers in every app's first render (docs/architecture.md, "Page budgets").

/**
 * The error rule of docs/product.md: a non-OK response becomes an error whose message is
 * "{status}: {body text}", or "{status}: {status text}" when the body is empty.
 */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

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
