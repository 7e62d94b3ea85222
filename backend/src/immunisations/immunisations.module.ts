import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ImmunisationRecord } from './immunisation-record.entity';
import { ImmunisationScheduleChoice } from './immunisation-schedule-choice.entity';
import { ImmunisationsAccountData } from './immunisations-account-data.service';
import { ImmunisationsController } from './immunisations.controller';
import { ImmunisationsService } from './immunisations.service';

/** A child's immunisation schedule and recorded doses; exports the service for reminders and the report. */
@Module({
  imports: [MikroOrmModule.forFeature([ImmunisationRecord, ImmunisationScheduleChoice])],
  controllers: [ImmunisationsController],
  providers: [ImmunisationsAccountData, ImmunisationsService],
  exports: [ImmunisationsService],
})
export class ImmunisationsModule {}
