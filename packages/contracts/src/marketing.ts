/**
 * Public landing page content that crosses the wire (docs/product.md "Public landing page").
 * Deliberately free of zod and other libraries: the landing page imports this file through
 * `@flourishly/contracts/marketing` on its first render without loading the schema library.
 * The request schemas built from these constants live in marketing-schemas.ts.
 */

/** Topics of the contact-sales modal, in the order the modal lists them. */
export const INQUIRY_TOPICS = ['schools', 'basic-plan', 'plus-plan', 'premium-plan', 'general-inquiry'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

/** Labels of the inquiry topics, as the modal shows them (docs/product.md). */
export const INQUIRY_TOPIC_LABELS: Record<InquiryTopic, string> = {
  schools: 'Schools',
  'basic-plan': 'Basic Plan',
  'plus-plan': 'Plus Plan',
  'premium-plan': 'Premium Plan',
  'general-inquiry': 'General Inquiry',
};

/** The topic whose form adds the School/Organization Name field. */
export const SCHOOLS_TOPIC: InquiryTopic = 'schools';

/** Field limits of an inquiry and a newsletter sign-up, in characters. */
export const INQUIRY_LIMITS = { name: 120, email: 254, phone: 40, organization: 200, message: 4000 } as const;

/** The alert shown after the contact form is submitted, whether or not it was stored (docs/product.md). */
export const INQUIRY_THANK_YOU_MESSAGE = 'Thank you for your inquiry. Our team will contact you soon!';

/** Messages of the landing page's forms. */
export const MARKETING_MESSAGES = {
  topic: 'Choose what your enquiry is about',
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
  organization: 'Please enter your school or organization name',
  newsletterThanks: "Thanks for subscribing! We'll send our next parenting guide to your inbox.",
} as const;

/** Where parents and visitors can reach the team (landing page footer, legal notices, app footer). */
export const CONTACT_EMAIL = 'hello@flourishly.app';
export const CONTACT_PHONE = '+91 80 4000 1234';

/** Requests per minute per client accepted by POST /api/inquiries and POST /api/newsletter. */
export const MARKETING_RATE_LIMIT_PER_MINUTE = 5;
