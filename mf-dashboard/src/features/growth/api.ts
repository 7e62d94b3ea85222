import type {
  ChartSexName,
  GrowthChart,
  GrowthIndicatorName,
  Measurement,
  MeasurementPayload,
  MeasurementUpdate,
} from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import {
  createMeasurementRoute,
  deleteMeasurementRoute,
  endpointPath,
  growthChartRoute,
  measurementsRoute,
  updateMeasurementRoute,
} from '@flourishly/contracts/endpoint-paths';

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
    /** POST .../measurements: 201 with the scored measurement. */
    createMeasurement: build.mutation<Measurement, { childId: number; payload: MeasurementPayload }>({
      query: ({ childId, payload }) => ({ url: endpointPath(createMeasurementRoute, { childId }), method: 'POST', body: payload }),
      invalidatesTags: (_result, _error, { childId }) => [growthTag(childId)],
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

export const {
  useGetMeasurementsQuery,
  useGetGrowthChartQuery,
  useCreateMeasurementMutation,
  useUpdateMeasurementMutation,
  useDeleteMeasurementMutation,
} = growthApi;
