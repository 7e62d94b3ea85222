import { z } from 'zod';
import {
  assessmentAnswersPayloadSchema,
  assessmentDraftSavedSchema,
  assessmentFormSchema,
  assessmentResultSchema,
  developmentScoresSchema,
} from '../development';
import { paginationQuerySchema } from '../pagination';
import { screeningsSchema } from '../screenings';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Milestone assessments, development scores and screenings (backend/src/assessments). */
export const assessmentEndpoints = defineEndpoints({
  milestoneChecklist: {
    ...R.milestoneChecklist,
    summary: 'The milestone checklist for the child’s age, with the saved draft',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: assessmentFormSchema,
    answer: 'The checklist and the saved draft',
    localized: true,
  },
  saveAssessmentDraft: {
    ...R.saveAssessmentDraft,
    summary: 'Save the draft answers of an assessment',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: assessmentAnswersPayloadSchema,
    status: 200,
    response: assessmentDraftSavedSchema,
    answer: 'The draft saved',
  },
  submitAssessment: {
    ...R.submitAssessment,
    summary: 'Submit a milestone assessment',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: assessmentAnswersPayloadSchema,
    status: 201,
    response: assessmentResultSchema,
    answer: 'The assessment result',
    localized: true,
  },
  childAssessments: {
    ...R.childAssessments,
    summary: 'Assessment history of a child (paginated)',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    query: paginationQuerySchema,
    status: 200,
    response: z.array(assessmentResultSchema),
    answer: 'The child’s assessments, newest first',
    localized: true,
  },
  developmentAssessment: {
    ...R.developmentAssessment,
    summary: 'Latest development scores of a child',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: developmentScoresSchema,
    answer: 'The latest scores per domain',
  },
  assessments: {
    ...R.assessments,
    summary: 'Assessments across the parent’s children (paginated)',
    access: 'signed-in',
    query: paginationQuerySchema,
    status: 200,
    response: z.array(assessmentResultSchema),
    answer: 'The user’s assessments, newest first',
    localized: true,
  },
  screenings: {
    ...R.screenings,
    summary: 'Recommended developmental and autism screenings of a child',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: screeningsSchema,
    answer: 'The screenings with due dates',
  },
});
