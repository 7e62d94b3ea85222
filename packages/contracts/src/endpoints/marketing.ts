import { inquiryReceiptSchema, inquirySchema, newsletterReceiptSchema, newsletterSchema } from '../marketing-schemas';
import { defineEndpoints } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The landing page's forms (backend/src/marketing). */
export const marketingEndpoints = defineEndpoints({
  createInquiry: {
    ...R.createInquiry,
    summary: 'Send a contact-sales inquiry from the landing page',
    access: 'public',
    body: inquirySchema,
    status: 201,
    response: inquiryReceiptSchema,
    answer: 'The inquiry received',
  },
  subscribeNewsletter: {
    ...R.subscribeNewsletter,
    summary: 'Subscribe to the newsletter from the landing page',
    access: 'public',
    body: newsletterSchema,
    status: 201,
    response: newsletterReceiptSchema,
    answer: 'Subscribed (or already)',
  },
});
