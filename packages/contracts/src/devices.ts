import { z } from 'zod';
import { dateTimeSchema } from './date-schemas';
import { choiceSchema, textSchema } from './text';
import { entityIdParamSchema } from './ids';

/** Connected devices and their activity data (docs/product.md). */
export const DEVICE_KINDS = ['fitness-band', 'smartwatch', 'sleep-sensor', 'other'] as const;
export const deviceKindSchema = choiceSchema(DEVICE_KINDS, 'Choose the kind of device');
export type DeviceKind = z.infer<typeof deviceKindSchema>;
export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  'fitness-band': 'Fitness band',
  smartwatch: 'Smartwatch',
  'sleep-sensor': 'Sleep sensor',
  other: 'Other',
};

/** Activity data types: steps (count), activeMins (minutes), sleep (minutes; shown in hours). */
export const ACTIVITY_DATA_TYPES = ['steps', 'activeMins', 'sleep'] as const;
export const activityDataTypeSchema = z.enum(ACTIVITY_DATA_TYPES);
export type ActivityDataType = z.infer<typeof activityDataTypeSchema>;
/** Largest accepted value per type (a day's steps, minutes in a day). */
export const ACTIVITY_DATA_MAX: Record<ActivityDataType, number> = { steps: 100_000, activeMins: 1440, sleep: 1440 };

export const DEVICE_NAME_MAX_LENGTH = 60;

/** A device as the child page lists it (docs/product.md: id, deviceName, lastSynced). */
export const iotDeviceSchema = z.object({
  id: z.number().int(),
  deviceName: z.string(),
  kind: deviceKindSchema,
  lastSynced: z.string().nullable(),
});
export type IotDevice = z.infer<typeof iotDeviceSchema>;

/** POST /api/child-profiles/{childId}/iot-devices. */
export const connectDeviceSchema = z.object({
  deviceName: textSchema('Enter a name for the device')
    .trim()
    .min(2, 'Device name must be at least 2 characters')
    .max(DEVICE_NAME_MAX_LENGTH),
  kind: deviceKindSchema,
});
export type ConnectDevice = z.infer<typeof connectDeviceSchema>;

/** Answer of a connect: the device and its ingestion token, shown this once and never again. */
export const connectedDeviceSchema = z.object({ device: iotDeviceSchema, ingestionToken: z.string() });
export type ConnectedDevice = z.infer<typeof connectedDeviceSchema>;

/**
 * POST /api/devices/{id}/activity-data with `Authorization: Bearer {ingestionToken}`. A
 * reading is the device's running total for its day at recordedAt (steps and active minutes
 * so far today; sleep minutes of the last night). Re-sending the same type and recordedAt
 * replaces the value (idempotent). The server rejects a recordedAt more than 5 minutes ahead of
 * its clock (400).
 */
export const activityReadingSchema = z
  .object({
    type: activityDataTypeSchema,
    value: z.number().int().min(0),
    recordedAt: dateTimeSchema,
  })
  .refine((reading) => reading.value <= ACTIVITY_DATA_MAX[reading.type], {
    message: 'Value is out of range for this type',
    path: ['value'],
  });
export type ActivityReading = z.infer<typeof activityReadingSchema>;

export const activityReadingResultSchema = z.object({
  type: activityDataTypeSchema,
  value: z.number().int(),
  recordedAt: z.string(),
  created: z.boolean(),
});
export type ActivityReadingResult = z.infer<typeof activityReadingResultSchema>;

/**
 * GET /api/child-profiles/{childId}/activity-data/latest?type=: the newest reading of the last 24
 * hours, or value and recordedAt null when there is none (the dashboard then shows a dash).
 */
export const latestActivityQuerySchema = z.object({ type: activityDataTypeSchema });
export const latestActivitySchema = z.object({
  type: activityDataTypeSchema,
  value: z.number().int().nullable(),
  recordedAt: z.string().nullable(),
});
export type LatestActivity = z.infer<typeof latestActivitySchema>;

export const deviceIdParamSchema = z.object({ id: entityIdParamSchema });
