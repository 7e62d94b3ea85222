import type { ActivityDataType, ConnectDevice, ConnectedDevice, IotDevice, LatestActivity } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import { endpointPath, connectDeviceRoute, devicesRoute, latestActivityRoute } from '@flourishly/contracts/endpoint-paths';

/**
 * Connected devices (docs/product.md). Tag 'Device': the child's list by id and
 * latest readings by `${childId}-${type}`; connecting refreshes the list.
 */
export const devicesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/iot-devices */
    getChildDevices: build.query<IotDevice[], number>({
      query: (childId) => endpointPath(devicesRoute, { childId }),
      providesTags: (_result, _error, childId) => [{ type: 'Device', id: childId }],
    }),
    /** GET /api/child-profiles/{childId}/activity-data/latest?type= (only when devices exist). */
    getLatestActivity: build.query<LatestActivity, { childId: number; type: ActivityDataType }>({
      query: ({ childId, type }) => ({ url: endpointPath(latestActivityRoute, { childId }, { type }) }),
      providesTags: (_result, _error, { childId, type }) => [{ type: 'Device', id: `${childId}-${type}` }],
    }),
    /** POST /api/child-profiles/{childId}/iot-devices: the device and its one-time ingestion token. */
    connectDevice: build.mutation<ConnectedDevice, { childId: number; payload: ConnectDevice }>({
      query: ({ childId, payload }) => ({
        url: endpointPath(connectDeviceRoute, { childId }),
        method: 'POST',
        body: payload,
      }),
      invalidatesTags: (_result, _error, { childId }) => [{ type: 'Device', id: childId }],
    }),
  }),
});

export const { useGetChildDevicesQuery, useGetLatestActivityQuery, useConnectDeviceMutation } = devicesApi;
