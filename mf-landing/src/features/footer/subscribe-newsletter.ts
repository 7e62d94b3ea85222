import { postJson } from '../../common/post-json';
import { endpointPath, subscribeNewsletterRoute } from '@flourishly/contracts/endpoint-paths';

/** Stored (or counted as done), or the email is not valid. */
export type NewsletterResult = { ok: true } | { ok: false; error: 'invalid-email' };

/**
 * Checks the email with the contracts' newsletter schema (loaded on demand) and POSTs
 * /api/newsletter. An invalid email is reported back to the form, which says so in its language; a failure to store is only
 * logged and counts as done, so it never blocks the thank-you message.
 */
export async function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  let contracts: typeof import('@flourishly/contracts');
  try {
    contracts = await import('@flourishly/contracts');
  } catch (error) {
    console.warn('Newsletter sign-up not stored', error);
    return { ok: true };
  }
  const parsed = contracts.newsletterSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, error: 'invalid-email' };
  try {
    await postJson(endpointPath(subscribeNewsletterRoute), parsed.data);
  } catch (error) {
    console.warn('Newsletter sign-up not stored', error);
  }
  return { ok: true };
}
