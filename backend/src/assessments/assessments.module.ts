import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { ASSESSMENT_RATE_LIMIT_PER_MINUTE } from '@flourishly/contracts';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { DOMAIN_SCORES_PROVIDER } from '../common/providers/domain-scores.provider';
import { Assessment } from './assessment.entity';
import { ASSESSMENT_SUBMIT_POLICY, AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';
import { MilestoneChecklist } from './milestone-checklist.entity';
import { MilestoneItem } from './milestone-item.entity';
import { ScreeningsController } from './screenings.controller';
import { AssessmentsAccountData } from './assessments-account-data.service';

/**
 * Milestone assessments and recommended screenings. Global so that planning and recommendation modules can inject
 * DOMAIN_SCORES_PROVIDER (the latest scored domains of a child).
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([MilestoneChecklist, MilestoneItem, Assessment])],
  controllers: [AssessmentsController, ScreeningsController],
  providers: [AssessmentsAccountData, AssessmentsService, { provide: DOMAIN_SCORES_PROVIDER, useExisting: AssessmentsService }],
  exports: [AssessmentsService, DOMAIN_SCORES_PROVIDER],
})
export class AssessmentsModule {
  constructor(limits: RateLimitService) {
    limits.define(ASSESSMENT_SUBMIT_POLICY, { points: ASSESSMENT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 });
  }
}
