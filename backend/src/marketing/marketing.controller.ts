import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type InquiryReceipt, type NewsletterReceipt } from '@flourishly/contracts';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { Public } from '../common/decorators/public.decorator';
import { MarketingService } from './marketing.service';
import { endpoints, type BodyOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The public landing page's forms (docs/product.md, "Public landing page"). */
@ApiTags('marketing')
@Controller()
@Public()
export class MarketingController {
  constructor(private readonly marketing: MarketingService) {}

  /**
   * POST /api/inquiries {topic, name, email, phone?, organization?, message}: stores a
   * contact-sales inquiry. 201 {id, receivedAt}; 400 when a field is invalid (organization is
   * required for the Schools topic); 429 after MARKETING_RATE_LIMIT_PER_MINUTE requests a minute.
   */
  @ContractRoute(endpoints.createInquiry)
  @RateLimit({ policy: 'inquiries:ip', key: 'ip' })
  createInquiry(@Body() body: BodyOf<typeof endpoints.createInquiry>): Promise<InquiryReceipt> {
    return this.marketing.createInquiry(body);
  }

  /**
   * POST /api/newsletter {email}: subscribes the email (idempotent). 201 {message:
   * MARKETING_MESSAGES.newsletterThanks} whether or not it was already on the list, so the
   * answer does not reveal who is subscribed; 400 for an invalid email; 429 when rate limited.
   */
  @ContractRoute(endpoints.subscribeNewsletter)
  @RateLimit({ policy: 'newsletter:ip', key: 'ip' })
  subscribe(@Body() body: BodyOf<typeof endpoints.subscribeNewsletter>): Promise<NewsletterReceipt> {
    return this.marketing.subscribe(body);
  }
}
