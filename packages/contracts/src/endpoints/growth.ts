import {
  growthChartQuerySchema,
  growthChartSchema,
  measurementIdParamSchema,
  measurementListSchema,
  measurementPayloadSchema,
  measurementSchema,
  measurementUpdateSchema,
} from '../growth';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Growth measurements and WHO growth charts (backend/src/growth). */
export const growthEndpoints = defineEndpoints({
  measurements: {
    ...R.measurements,
    summary: 'A child’s growth measurements with their WHO z-scores and percentiles',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: measurementListSchema,
    answer: 'The measurements, oldest first',
  },
  createMeasurement: {
    ...R.createMeasurement,
    summary: 'Record a growth measurement (weight, length or height, head circumference)',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: measurementPayloadSchema,
    status: 201,
    response: measurementSchema,
    answer: 'The stored measurement with its WHO scores',
  },
  updateMeasurement: {
    ...R.updateMeasurement,
    summary: 'Correct a growth measurement',
    access: CHILD_CHANGERS,
    params: measurementIdParamSchema,
    body: measurementUpdateSchema,
    status: 200,
    response: measurementSchema,
    answer: 'The measurement with its WHO scores',
  },
  deleteMeasurement: {
    ...R.deleteMeasurement,
    summary: 'Delete a growth measurement',
    access: CHILD_CHANGERS,
    params: measurementIdParamSchema,
    status: 204,
    answer: 'Deleted',
  },
  growthChart: {
    ...R.growthChart,
    summary: 'A WHO growth chart: the 3rd-97th percentile curves for the child’s age and their points',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    query: growthChartQuerySchema,
    status: 200,
    response: growthChartSchema,
    answer: 'The curves and the child’s points',
  },
});
