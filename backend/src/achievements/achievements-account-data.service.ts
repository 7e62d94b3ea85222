import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { Achievement } from './achievement.entity';
/** The achievements of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class AchievementsAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { achievements: Achievement };
}
