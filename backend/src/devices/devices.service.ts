import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CAP_MESSAGES, MAX_DEVICES_PER_CHILD } from '@flourishly/contracts';
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
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { ActivityDataReading } from './activity-data-reading.entity';
import { Device } from './device.entity';
import { generateDeviceToken, hashDeviceToken } from './device-token';

export const DEVICE_NOT_FOUND_MESSAGE = 'Device not found';

/** How far ahead of the server's clock a reading may be dated (device clocks drift a little). */
export const MAX_READING_CLOCK_SKEW_MS = 5 * 60_000;
export const FUTURE_READING_MESSAGE = 'recordedAt is in the future: a reading may be dated at most 5 minutes ahead of now';
/**
 * "Today's Activity" shows readings of the last 24 hours. The server does not know the family's
 * time zone, so "today" is a rolling day rather than a calendar day: a reading from yesterday
 * evening may still show, last week's never does.
 */
export const LATEST_READING_WINDOW_MS = 24 * 3_600_000;

const toIotDevice = (device: Device): IotDevice => ({
  id: device.id,
  deviceName: device.deviceName,
  kind: device.kind,
  lastSynced: device.lastSynced ? device.lastSynced.toISOString() : null,
});

/** Connected devices and their readings (docs/product.md). */
@Injectable()
export class DevicesService {
  constructor(
    private readonly em: EntityManager,
    @InjectRepository(Device) private readonly devices: EntityRepository<Device>,
    @InjectRepository(ActivityDataReading) private readonly readings: EntityRepository<ActivityDataReading>,
    private readonly children: ChildrenDirectoryService,
  ) {}

  /** The child a device is connected for; null for an unknown device (ChildOfResource). */
  async childIdOf(deviceId: number): Promise<number | null> {
    const device = await this.devices.findOne({ id: deviceId }, { fields: ['child'] });
    return device ? device.child.id : null;
  }

  /** The child's devices, oldest first. */
  async list(child: Child): Promise<IotDevice[]> {
    const devices = await this.devices.find({ child }, { orderBy: { id: 'asc' } });
    return devices.map(toIotDevice);
  }

  /**
   * Connects a device; the token is returned here once and only its hash is stored. 409
   * (CAP_MESSAGES.devices) when the child already has MAX_DEVICES_PER_CHILD devices.
   */
  async connect(child: Child, payload: ConnectDevice): Promise<ConnectedDevice> {
    // The count and the insert under the child's row lock: parallel connects cannot pass the cap together.
    return this.children.withLock(child.id, async (em) => {
      const devices = em.getRepository(Device);
      if ((await devices.count({ child: child.id })) >= MAX_DEVICES_PER_CHILD) throw new ConflictException(CAP_MESSAGES.devices);
      const ingestionToken = generateDeviceToken();
      const device = devices.create({
        child: child.id,
        deviceName: payload.deviceName,
        kind: payload.kind,
        tokenHash: hashDeviceToken(ingestionToken),
      });
      await em.flush();
      return { device: toIotDevice(device), ingestionToken };
    });
  }

  /**
   * Disconnects a device with its readings, in one transaction (no device is left without its
   * readings or the other way round); 404 for an unknown device. Who may (owner or caregiver of
   * its child) is checked by ChildAccessGuard on the route.
   */
  async disconnect(deviceId: number): Promise<void> {
    const device = await this.devices.findOne({ id: deviceId }, { fields: ['id'] });
    if (!device) throw new NotFoundException(DEVICE_NOT_FOUND_MESSAGE);
    await this.em.fork().transactional(async (em) => {
      await em.getRepository(ActivityDataReading).nativeDelete({ device: device.id });
      await em.getRepository(Device).nativeDelete({ id: device.id });
    });
  }

  /**
   * Stores a reading of an authenticated device. The same (type, recordedAt) again replaces the
   * value instead of adding a row (`created: false`), also when two identical readings race (the
   * loser of the unique constraint updates the winner's row). Updates the device's lastSynced.
   * The reading and lastSynced are written in one transaction. 400 when recordedAt is more
   * than 5 minutes ahead of `now`.
   */
  async ingest(device: Device, reading: ActivityReading, now: Date = new Date()): Promise<ActivityReadingResult> {
    const recordedAt = new Date(reading.recordedAt);
    if (recordedAt.getTime() > now.getTime() + MAX_READING_CLOCK_SKEW_MS) throw new BadRequestException(FUTURE_READING_MESSAGE);
    let created: boolean;
    try {
      created = await this.storeReading(device, reading, recordedAt, now);
    } catch (error) {
      // An identical reading was inserted between our check and our insert: update it instead.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      created = await this.storeReading(device, reading, recordedAt, now);
    }
    device.lastSynced = now;
    return { type: reading.type, value: reading.value, recordedAt: recordedAt.toISOString(), created };
  }

  /**
   * Inserts or updates one reading and sets the device's lastSynced, in one transaction on its
   * own fork (a failed insert leaves the request's EntityManager clean); true when inserted.
   */
  private storeReading(device: Device, reading: ActivityReading, recordedAt: Date, now: Date): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const existing = await em.getRepository(ActivityDataReading).findOne({ device: device.id, type: reading.type, recordedAt });
      if (existing) {
        existing.value = reading.value;
        existing.receivedAt = now;
      } else {
        em.getRepository(ActivityDataReading).create({
          device: device.id,
          child: device.child.id,
          type: reading.type,
          value: reading.value,
          recordedAt,
          receivedAt: now,
        });
      }
      await em.flush();
      await em.getRepository(Device).nativeUpdate({ id: device.id }, { lastSynced: now });
      return !existing;
    });
  }

  /**
   * The most recent reading of the type across the child's devices within the last 24 hours
   * (LATEST_READING_WINDOW_MS), or nulls when there is none: an old figure must not show as today's.
   */
  async latest(child: Child, type: ActivityDataType, now: Date = new Date()): Promise<LatestActivity> {
    const since = new Date(now.getTime() - LATEST_READING_WINDOW_MS);
    const reading = await this.readings.findOne(
      { child, type, recordedAt: { $gte: since } },
      { orderBy: { recordedAt: 'desc', id: 'desc' } },
    );
    return { type, value: reading?.value ?? null, recordedAt: reading ? reading.recordedAt.toISOString() : null };
  }
}
