import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { GrowthMeasurement } from './growth-measurement.entity';

/** The growth measurements of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class GrowthAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { growthMeasurements: GrowthMeasurement };
}
