import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { Assessment } from './assessment.entity';
/** The assessments of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class AssessmentsAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { assessments: Assessment };
}
