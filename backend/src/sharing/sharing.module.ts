import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReportLink } from './report-link.entity';
import { ReportLinksController } from './report-links.controller';
import { ReportLinksService } from './report-links.service';
import { defineReportLinkLimits, ReportLinkLimitGuard } from './report-link-limits';
import { ReportPdfService } from './report-pdf.service';
import { SharedReportsController } from './shared-reports.controller';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SharingAccountData } from './sharing-account-data.service';
import { GrowthModule } from '../growth/growth.module';
import { ImmunisationsModule } from '../immunisations/immunisations.module';
import { UsersModule } from '../users/users.module';

/** Read-only report links for professionals, the shared report and the report PDF (drawn in worker threads). */
@Module({
  imports: [MikroOrmModule.forFeature([ReportLink]), ImmunisationsModule, GrowthModule, UsersModule],
  controllers: [ReportLinksController, SharedReportsController],
  providers: [
    SharingAccountData,
    ReportLinksService,
    ReportLinkLimitGuard,
    {
      provide: ReportPdfService,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ReportPdfService({ startAtBoot: config.env === 'production' }),
    },
  ],
  exports: [ReportLinksService],
})
export class SharingModule {
  constructor(limits: RateLimitService) {
    defineReportLinkLimits(limits);
  }
}
