import { z } from 'zod';
import {
  activityReadingResultSchema,
  activityReadingSchema,
  connectDeviceSchema,
  connectedDeviceSchema,
  deviceIdParamSchema,
  iotDeviceSchema,
  latestActivityQuerySchema,
  latestActivitySchema,
} from '../devices';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Connected devices and their readings (backend/src/devices). */
export const deviceEndpoints = defineEndpoints({
  devices: {
    ...R.devices,
    summary: 'The child’s connected devices',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: z.array(iotDeviceSchema),
    answer: 'The child’s devices',
  },
  connectDevice: {
    ...R.connectDevice,
    summary: 'Connect a device to a child',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: connectDeviceSchema,
    status: 201,
    response: connectedDeviceSchema,
    answer: 'The device and its ingestion token (shown once)',
  },
  latestActivity: {
    ...R.latestActivity,
    summary: 'Latest reading of one activity type',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    query: latestActivityQuerySchema,
    status: 200,
    response: latestActivitySchema,
    answer: 'The latest readings',
  },
  disconnectDevice: {
    ...R.disconnectDevice,
    summary: 'Disconnect a device',
    // The device's child: 404 without a role on it, 403 for a viewer (the service's assertRole).
    access: CHILD_CHANGERS,
    params: deviceIdParamSchema,
    status: 204,
    answer: 'The device disconnected',
  },
  postActivityReading: {
    ...R.postActivityReading,
    summary: 'A device posts a reading (token-authenticated)',
    access: 'device',
    params: deviceIdParamSchema,
    body: activityReadingSchema,
    status: 201,
    response: activityReadingResultSchema,
    answer: 'A new reading',
  },
});
