import { inquirySchema, newsletterSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class InquiryDto extends createZodDto(inquirySchema) {}
export class NewsletterDto extends createZodDto(newsletterSchema) {}
