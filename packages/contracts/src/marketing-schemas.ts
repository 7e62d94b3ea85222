import { z } from 'zod';
import { choiceSchema, textSchema } from './text';
import { INQUIRY_LIMITS, INQUIRY_TOPICS, MARKETING_MESSAGES, SCHOOLS_TOPIC } from './marketing';

const emailSchema = textSchema()
  .trim()
  .toLowerCase()
  .max(INQUIRY_LIMITS.email)
  .pipe(z.email({ message: MARKETING_MESSAGES.email }));

/** Optional text: trimmed; '' counts as not given. */
const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/inquiries body (contact-sales modal, docs/product.md): topic, name, email, optional
 * phone, organization (Schools topic only, required there) and message.
 */
export const inquirySchema = z
  .object({
    topic: choiceSchema(INQUIRY_TOPICS, MARKETING_MESSAGES.topic),
    name: textSchema(MARKETING_MESSAGES.name).trim().min(1, MARKETING_MESSAGES.name).max(INQUIRY_LIMITS.name),
    email: emailSchema,
    phone: optionalText(INQUIRY_LIMITS.phone),
    organization: optionalText(INQUIRY_LIMITS.organization),
    message: textSchema(MARKETING_MESSAGES.message).trim().min(1, MARKETING_MESSAGES.message).max(INQUIRY_LIMITS.message),
  })
  .superRefine((value, context) => {
    if (value.topic === SCHOOLS_TOPIC && !value.organization) {
      context.addIssue({ code: 'custom', path: ['organization'], message: MARKETING_MESSAGES.organization });
    }
  })
  .transform((value) => (value.topic === SCHOOLS_TOPIC ? value : { ...value, organization: undefined }));
export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

/** POST /api/newsletter body: the email to subscribe. */
export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** 201 answer of POST /api/inquiries. */
export const inquiryReceiptSchema = z.object({ id: z.number().int(), receivedAt: z.string() });
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

/**
 * Answer of POST /api/newsletter: always 201 with MARKETING_MESSAGES.newsletterThanks, whether or
 * not the address was already subscribed, so the answer never says who is on the list.
 */
export const newsletterReceiptSchema = z.object({ message: z.string() });
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;
