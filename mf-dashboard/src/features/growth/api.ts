import {
  GROWTH_INDICATORS,
  type ChartSexName,
  type GrowthChart,
  type GrowthIndicatorName,
  type Measurement,
  type MeasurementPayload,
  type MeasurementUpdate,
} from '@flourishly/contracts';
import { api, isOfflineQueued, wasQueuedOffline } from '@flourishly/platform';
import {
  createMeasurementRoute,
  deleteMeasurementRoute,
  endpointPath,
  growthChartRoute,
  measurementsRoute,
  updateMeasurementRoute,
} from '@flourishly/contracts/endpoint-paths';
import { markQueuedOffline, type QueuedOffline } from '../../shared/queued-offline';

/** Everything the Growth tab reads for one child: a new or deleted measurement refreshes it all. */
const growthTag = (childId: number) => ({ type: 'Growth' as const, id: childId });

export interface GrowthChartArgs {
  childId: number;
  indicator: GrowthIndicatorName;
  /** Only for a child whose sex is not recorded as male or female. */
  chartSex?: ChartSexName;
}

/** Growth measurements and WHO charts (docs/product.md, "Growth"). */
export const growthApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/measurements: oldest first, with WHO z-scores and percentiles. */
    getMeasurements: build.query<Measurement[], number>({
      query: (childId) => endpointPath(measurementsRoute, { childId }),
      providesTags: (_result, _error, childId) => [growthTag(childId)],
    }),
    /** GET .../growth-chart?indicator=[&chartSex=]: the WHO percentile curves and the child's points. */
    getGrowthChart: build.query<GrowthChart, GrowthChartArgs>({
      query: ({ childId, indicator, chartSex }) => ({
        url: endpointPath(growthChartRoute, { childId }),
        params: chartSex ? { indicator, chartSex } : { indicator },
      }),
      providesTags: (_result, _error, { childId }) => [growthTag(childId)],
    }),
    /**
     * POST .../measurements: 201 with the scored measurement. Offline, the service worker queues it
     * (error 'OFFLINE_QUEUED'): the list shows it at once, marked queued (see {@link queuedMeasurement}),
     * and nothing is asked again (it would come from the copy, as before the change) until it is sent.
     */
    createMeasurement: build.mutation<Measurement, { childId: number; payload: MeasurementPayload }>({
      query: ({ childId, payload }) => ({ url: endpointPath(createMeasurementRoute, { childId }), method: 'POST', body: payload }),
      invalidatesTags: (_result, error, { childId }) => (isOfflineQueued(error) ? [] : [growthTag(childId)]),
      async onQueryStarted({ childId, payload }, { dispatch, queryFulfilled }) {
        if (await wasQueuedOffline(queryFulfilled)) {
          dispatch(
            growthApi.util.updateQueryData('getMeasurements', childId, (measurements) => {
              const shown = queuedMeasurement(payload, measurements);
              // Oldest first, as the server orders them: after every measurement of the same day or before.
              const at = measurements.findIndex((measurement) => measurement.measuredOn > shown.measuredOn);
              measurements.splice(at === -1 ? measurements.length : at, 0, shown);
            }),
          );
        }
      },
    }),
    /** PATCH .../measurements/{measurementId}: the corrected measurement with its scores (null clears a value). */
    updateMeasurement: build.mutation<Measurement, { childId: number; measurementId: number; update: MeasurementUpdate }>({
      query: ({ childId, measurementId, update }) => ({
        url: endpointPath(updateMeasurementRoute, { childId, measurementId }),
        method: 'PATCH',
        body: update,
      }),
      invalidatesTags: (_result, _error, { childId }) => [growthTag(childId)],
    }),
    /** DELETE .../measurements/{measurementId}: 204. */
    deleteMeasurement: build.mutation<void, { childId: number; measurementId: number }>({
      query: ({ childId, measurementId }) => ({
        url: endpointPath(deleteMeasurementRoute, { childId, measurementId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { childId }) => [growthTag(childId)],
    }),
  }),
});

/**
 * A measurement written offline as the list shows it until the server has it: the values sent,
 * no WHO scores yet (the server computes them), a negative id of its own (no server id exists, so
 * it cannot be edited or deleted yet) and the queued-offline mark. The chart sex is the one sent,
 * else the last measurement's (only shown for a child whose sex is not recorded, who sends one).
 */
export function queuedMeasurement(payload: MeasurementPayload, measurements: Measurement[]): QueuedOffline<Measurement> {
  const noScores = Object.fromEntries(GROWTH_INDICATORS.map((name) => [name, null])) as Measurement['zScores'];
  return markQueuedOffline({
    id: -(measurements.filter((measurement) => measurement.id < 0).length + 1),
    measuredOn: payload.measuredOn,
    weightKg: payload.weightKg ?? null,
    lengthCm: payload.lengthCm ?? null,
    heightCm: payload.heightCm ?? null,
    headCircumferenceCm: payload.headCircumferenceCm ?? null,
    chartSex: payload.chartSex ?? measurements.at(-1)?.chartSex ?? 'female',
    ageDays: 0,
    correctedAge: false,
    bmi: null,
    zScores: noScores,
    percentiles: { ...noScores },
    flags: [],
  });
}

export const {
  useGetMeasurementsQuery,
  useGetGrowthChartQuery,
  useCreateMeasurementMutation,
  useUpdateMeasurementMutation,
  useDeleteMeasurementMutation,
} = growthApi;
