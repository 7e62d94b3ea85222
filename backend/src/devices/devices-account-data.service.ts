import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { ActivityDataReading } from './activity-data-reading.entity';
import { Device } from './device.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** A device (no token hash) and its readings, of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class DevicesAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      devices: async () => (await em.find(Device, { child: childId }, byId)).map(toExportRow),
      deviceReadings: async () => (await em.find(ActivityDataReading, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(ActivityDataReading, { child });
    await em.nativeDelete(Device, { child });
  }

  async deleteAccount(_em: EntityManager, _userId: number): Promise<void> {}
}
