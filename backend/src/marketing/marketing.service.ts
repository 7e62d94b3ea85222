import { EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import {
  MARKETING_MESSAGES,
  type Inquiry as InquiryInput,
  type InquiryReceipt,
  type NewsletterInput,
  type NewsletterReceipt,
} from '@flourishly/contracts';
import { Inquiry } from './inquiry.entity';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** Stores what visitors send from the public landing page (docs/product.md, one step past it). */
@Injectable()
export class MarketingService {
  constructor(
    @InjectRepository(Inquiry) private readonly inquiries: EntityRepository<Inquiry>,
    @InjectRepository(NewsletterSubscription) private readonly subscriptions: EntityRepository<NewsletterSubscription>,
  ) {}

  /** Stores a contact-sales inquiry (already validated); returns its id and time of receipt. */
  async createInquiry(input: InquiryInput): Promise<InquiryReceipt> {
    const inquiry = this.inquiries.create({
      topic: input.topic,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      organization: input.organization ?? null,
      message: input.message,
    });
    await this.inquiries.getEntityManager().persistAndFlush(inquiry);
    return { id: inquiry.id, receivedAt: inquiry.createdAt.toISOString() };
  }

  /**
   * Subscribes an email to the newsletter, idempotently: an email already on the list (also
   * one inserted by a concurrent request) is left as it is. The receipt is the same either way
   * (MARKETING_MESSAGES.newsletterThanks), so it does not tell who is subscribed.
   */
  async subscribe(input: NewsletterInput): Promise<NewsletterReceipt> {
    const em = this.subscriptions.getEntityManager().fork();
    const subscriptions = em.getRepository(NewsletterSubscription);
    const receipt = { message: MARKETING_MESSAGES.newsletterThanks };
    if (await subscriptions.count({ email: input.email })) return receipt;
    try {
      await em.persistAndFlush(subscriptions.create({ email: input.email }));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return receipt;
  }
}
