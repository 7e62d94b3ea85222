import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { ImmunisationRecord } from './immunisation-record.entity';
import { ImmunisationScheduleChoice } from './immunisation-schedule-choice.entity';

/** The immunisation schedule choice and the recorded doses of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class ImmunisationsAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { immunisationSchedules: ImmunisationScheduleChoice, immunisationRecords: ImmunisationRecord };
}
