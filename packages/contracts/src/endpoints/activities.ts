import { z } from 'zod';
import {
  achievementSchema,
  activityAssignmentSchema,
  assignmentIdParamSchema,
  assignmentListQuerySchema,
  createAssignmentSchema,
  libraryActivitySchema,
  libraryQuerySchema,
  markNotificationsReadSchema,
  notificationListSchema,
  planSummaryQuerySchema,
  planSummarySchema,
  updateAssignmentSchema,
} from '../activities';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The activity library and a child's daily plan (backend/src/activities). */
export const activityEndpoints = defineEndpoints({
  activityLibrary: {
    ...R.activityLibrary,
    summary: 'Search the activity library',
    // By the age of the child in `childId` (optional): strangers learn nothing of another family's child.
    access: ANY_CHILD_ROLE,
    query: libraryQuerySchema,
    status: 200,
    response: z.array(libraryActivitySchema),
    answer: 'Library activities',
    localized: true,
  },
  activityAssignments: {
    ...R.activityAssignments,
    summary: 'List a day’s (or a range’s) activity assignments',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    query: assignmentListQuerySchema,
    status: 200,
    response: z.array(activityAssignmentSchema),
    answer: 'The day’s planned activities',
    localized: true,
  },
  createActivityAssignment: {
    ...R.createActivityAssignment,
    summary: 'Add a library or custom activity to a day',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: createAssignmentSchema,
    status: 201,
    response: activityAssignmentSchema,
    answer: 'The planned activity',
    localized: true,
  },
  updateActivityAssignment: {
    ...R.updateActivityAssignment,
    summary: 'Mark an activity completed, skipped or upcoming',
    access: CHILD_CHANGERS,
    params: assignmentIdParamSchema,
    body: updateAssignmentSchema,
    status: 200,
    response: activityAssignmentSchema,
    answer: 'The changed activity',
    localized: true,
  },
  deleteActivityAssignment: {
    ...R.deleteActivityAssignment,
    summary: 'Remove an activity from the plan',
    access: CHILD_CHANGERS,
    params: assignmentIdParamSchema,
    status: 204,
    answer: 'The planned activity removed',
  },
  planSummary: {
    ...R.planSummary,
    summary: 'A day’s plan figures for the parent dashboard',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    query: planSummaryQuerySchema,
    status: 200,
    response: planSummarySchema,
    answer: 'The plan summary',
    localized: true,
  },
});

/** A child's achievements (backend/src/achievements). */
export const achievementEndpoints = defineEndpoints({
  achievements: {
    ...R.achievements,
    summary: 'List a child’s achievements',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: z.array(achievementSchema),
    answer: 'The child’s achievements',
    localized: true,
  },
});

/** The signed-in user's notifications (backend/src/notifications). */
export const notificationEndpoints = defineEndpoints({
  notifications: {
    ...R.notifications,
    summary: 'List my notifications',
    access: 'signed-in',
    status: 200,
    response: notificationListSchema,
    answer: 'The notifications and the unread count',
    localized: true,
  },
  markNotificationsRead: {
    ...R.markNotificationsRead,
    summary: 'Mark notifications read',
    access: 'signed-in',
    body: markNotificationsReadSchema,
    status: 204,
    answer: 'Marked read',
  },
});
