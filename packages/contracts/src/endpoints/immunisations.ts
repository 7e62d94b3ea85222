import {
  chooseImmunisationScheduleSchema,
  immunisationRecordParamSchema,
  immunisationRecordSchema,
  immunisationsSchema,
  recordImmunisationSchema,
} from '../immunisations';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** A child's immunisation schedule and the doses recorded as given (backend/src/immunisations). */
export const immunisationEndpoints = defineEndpoints({
  immunisations: {
    ...R.immunisations,
    summary: 'The child’s immunisation schedule: every dose with its dates and status',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: immunisationsSchema,
    answer: 'The schedule and its doses, by due date',
  },
  recordImmunisation: {
    ...R.recordImmunisation,
    summary: 'Record a dose of the schedule as given on a day',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: recordImmunisationSchema,
    status: 201,
    response: immunisationRecordSchema,
    answer: 'The record',
  },
  deleteImmunisationRecord: {
    ...R.deleteImmunisationRecord,
    summary: 'Remove a dose’s record (the dose is no longer given)',
    access: CHILD_CHANGERS,
    params: immunisationRecordParamSchema,
    status: 204,
    answer: 'The record removed',
  },
  chooseImmunisationSchedule: {
    ...R.chooseImmunisationSchedule,
    summary: 'Choose the child’s immunisation schedule (IAP or CDC)',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: chooseImmunisationScheduleSchema,
    status: 200,
    response: immunisationsSchema,
    answer: 'The schedule and its doses, by due date',
  },
});
