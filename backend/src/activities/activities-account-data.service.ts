import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { ActivityAssignment } from './activity-assignment.entity';
import { PlanDay } from './plan-day.entity';
/** The plan days and activity assignments of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class ActivitiesAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { planDays: PlanDay, activityAssignments: ActivityAssignment };
}
