import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Inquiry } from './inquiry.entity';
import { MarketingController } from './marketing.controller';
import { MarketingService } from './marketing.service';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** Contact-sales inquiries and newsletter sign-ups from the public landing page. */
@Module({
  imports: [MikroOrmModule.forFeature([Inquiry, NewsletterSubscription])],
  controllers: [MarketingController],
  providers: [MarketingService],
})
export class MarketingModule {}
