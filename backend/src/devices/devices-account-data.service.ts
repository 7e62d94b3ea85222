import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { ActivityDataReading } from './activity-data-reading.entity';
import { Device } from './device.entity';
/** A device (no token hash) and its readings, of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class DevicesAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { devices: Device, deviceReadings: ActivityDataReading };
}
