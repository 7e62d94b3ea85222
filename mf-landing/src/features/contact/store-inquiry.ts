import { postJson } from '../../common/post-json';
import { endpointPath, createInquiryRoute } from '@flourishly/contracts/endpoint-paths';

export interface InquiryFormValues {
  topic: string;
  name: string;
  email: string;
  phone: string;
  organization: string;
  message: string;
}

/**
 * Stores a contact-sales inquiry: validates it with the contracts' inquiry schema (loaded on
 * demand, so the schema library is not part of the first render) and POSTs /api/inquiries.
 * Never rejects: an invalid form or a failed call is only logged, because the spec's alert
 * must not depend on storing (docs/product.md: the contact form has no validation).
 * Resolves true when the inquiry was stored.
 */
export async function storeInquiry(values: InquiryFormValues): Promise<boolean> {
  try {
    const { inquirySchema } = await import('@flourishly/contracts');
    const parsed = inquirySchema.safeParse(values);
    if (!parsed.success) {
      console.warn('Inquiry not stored: the form is incomplete', parsed.error.issues);
      return false;
    }
    await postJson(endpointPath(createInquiryRoute), values);
    return true;
  } catch (error) {
    console.warn('Inquiry not stored', error);
    return false;
  }
}
