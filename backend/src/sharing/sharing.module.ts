import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReportLink } from './report-link.entity';
import { ReportLinksController } from './report-links.controller';
import { ReportLinksService } from './report-links.service';
import { defineReportLinkLimits, ReportLinkLimitGuard } from './report-link-limits';
import { SharedReportsController } from './shared-reports.controller';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/** Read-only report links for professionals, the shared report and the report PDF. */
@Module({
  imports: [MikroOrmModule.forFeature([ReportLink])],
  controllers: [ReportLinksController, SharedReportsController],
  providers: [ReportLinksService, ReportLinkLimitGuard],
  exports: [ReportLinksService],
})
export class SharingModule {
  constructor(limits: RateLimitService) {
    defineReportLinkLimits(limits);
  }
}
