import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  ActivityDataType,
  ActivityReading,
  ActivityReadingResult,
  ConnectDevice,
  ConnectedDevice,
  IotDevice,
  LatestActivity,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ActivityDataReading } from './activity-data-reading.entity';
import { Device } from './device.entity';
import { generateDeviceToken, hashDeviceToken } from './device-token';

export const DEVICE_NOT_FOUND_MESSAGE = 'Device not found';

const toIotDevice = (device: Device): IotDevice => ({
  id: device.id,
  deviceName: device.deviceName,
  kind: device.kind,
  lastSynced: device.lastSynced ? device.lastSynced.toISOString() : null,
});

/** Connected devices and their readings (issue 6; spec sections 2, 3, 7). */
@Injectable()
export class DevicesService {
  constructor(private readonly em: EntityManager) {}

  /** The child's devices, oldest first. */
  async list(child: Child): Promise<IotDevice[]> {
    const devices = await this.em.find(Device, { child }, { orderBy: { id: 'asc' } });
    return devices.map(toIotDevice);
  }

  /** Connects a device; the token is returned here once and only its hash is stored. */
  async connect(child: Child, payload: ConnectDevice): Promise<ConnectedDevice> {
    const ingestionToken = generateDeviceToken();
    const device = this.em.create(Device, {
      child,
      deviceName: payload.deviceName,
      kind: payload.kind,
      tokenHash: hashDeviceToken(ingestionToken),
    });
    await this.em.flush();
    return { device: toIotDevice(device), ingestionToken };
  }

  /** Disconnects a parent's device with its readings; 404 for another parent's or unknown device. */
  async disconnect(parentId: number, deviceId: number): Promise<void> {
    const device = await this.em.findOne(Device, { id: deviceId, child: { parent: parentId } });
    if (!device) throw new NotFoundException(DEVICE_NOT_FOUND_MESSAGE);
    await this.em.nativeDelete(ActivityDataReading, { device });
    await this.em.remove(device).flush();
  }

  /**
   * Stores a reading of an authenticated device. The same (type, recordedAt) again replaces the
   * value instead of adding a row (`created: false`). Updates the device's lastSynced.
   */
  async ingest(device: Device, reading: ActivityReading, now: Date = new Date()): Promise<ActivityReadingResult> {
    const recordedAt = new Date(reading.recordedAt);
    const existing = await this.em.findOne(ActivityDataReading, { device, type: reading.type, recordedAt });
    if (existing) {
      existing.value = reading.value;
      existing.receivedAt = now;
    } else {
      this.em.create(ActivityDataReading, { device, child: device.child, type: reading.type, value: reading.value, recordedAt });
    }
    device.lastSynced = now;
    await this.em.flush();
    return { type: reading.type, value: reading.value, recordedAt: recordedAt.toISOString(), created: !existing };
  }

  /** The most recent reading of the type across the child's devices, or nulls when none. */
  async latest(child: Child, type: ActivityDataType): Promise<LatestActivity> {
    const reading = await this.em.findOne(
      ActivityDataReading,
      { child, type },
      { orderBy: { recordedAt: 'desc', id: 'desc' } },
    );
    return { type, value: reading?.value ?? null, recordedAt: reading ? reading.recordedAt.toISOString() : null };
  }
}
