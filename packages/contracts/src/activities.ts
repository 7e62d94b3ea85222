import { z } from 'zod';
import { calendarDateSchema } from './date-schemas';
import { textSchema, textTypeError } from './text';
import { entityIdSchema, entityIdParamSchema, queryIntegerSchema } from './ids';
import { TARGET_AGE_MAX, TARGET_AGE_MIN } from './constants';
import { domainTypeSchema } from './domains';
import { DOMAIN_TYPES } from './domain-labels';
import { ADD_ACTIVITY_MESSAGES } from './messages';

/**
 * Activities, daily plans, achievements and notifications (docs/product.md).
 */

/** A calendar day as the plan query sends it (yyyy-MM-dd), within the calendar range of dates.ts. */
export const planDateSchema = calendarDateSchema;

/** A wall-clock time of day, 24-hour 'HH:mm'. */
export const timeOfDaySchema = z.string(textTypeError('Choose a time')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:30');

/**
 * How a content item (activity or tip) relates to its source (docs/content-sources.md):
 * 'adapted' when the named page itself gives that guidance, 'reviewed' for a Flourishly idea
 * checked against the general guidance it follows.
 */
export const CONTENT_SOURCE_KINDS = ['adapted', 'reviewed'] as const;
export const contentSourceKindSchema = z.enum(CONTENT_SOURCE_KINDS);
export type ContentSourceKind = z.infer<typeof contentSourceKindSchema>;

/** The line shown with a source: "Adapted from X" or "Flourishly activity, reviewed against X". */
export function sourceLabel(kind: ContentSourceKind | null | undefined, name: string, item: 'activity' | 'tip' = 'activity'): string {
  return kind === 'adapted' ? `Adapted from ${name}` : `Flourishly ${item}, reviewed against ${name}`;
}

/**
 * Under this developmental age (months) the plan and the tips choose items by month: only items
 * whose month range contains the child's age, ranges at most INFANT_RANGE_MAX_MONTHS wide. From
 * it, by years (the spec's rules), never an item whose range ends before it (docs/product.md).
 */
export const CHOOSE_BY_MONTH_UNDER_MONTHS = 24;
/** Widest month range (maxAgeMonths - minAgeMonths + 1) an item for under-24-months may have. */
export const INFANT_RANGE_MAX_MONTHS = 6;

/**
 * Whether a content item suits a child of `ageMonths` months of developmental age: under 24
 * months its range contains the age and is at most 6 months wide; from 24 months its range does
 * not end before 24 months (the caller applies the years rule on top).
 */
export function fitsAgeInMonths(item: { minAgeMonths: number; maxAgeMonths: number }, ageMonths: number): boolean {
  if (ageMonths >= CHOOSE_BY_MONTH_UNDER_MONTHS) return item.maxAgeMonths >= CHOOSE_BY_MONTH_UNDER_MONTHS;
  return (
    item.minAgeMonths <= ageMonths && ageMonths <= item.maxAgeMonths && item.maxAgeMonths - item.minAgeMonths + 1 <= INFANT_RANGE_MAX_MONTHS
  );
}

/** "0-5 months" for an item of a baby's months, else "ages 2-3" (whole years). */
export function formatItemAgeRange(item: { minAge: number; maxAge: number; minAgeMonths: number; maxAgeMonths: number }): string {
  if (item.maxAgeMonths < CHOOSE_BY_MONTH_UNDER_MONTHS) return `${item.minAgeMonths}-${item.maxAgeMonths} months`;
  return `ages ${item.minAge}-${item.maxAge}`;
}

/** Statuses an assignment can have (docs/product.md: completed, upcoming or pending, skipped). */
export const ACTIVITY_STATUSES = ['upcoming', 'completed', 'skipped'] as const;
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** Statuses a parent may set with PATCH. */
export const SETTABLE_ACTIVITY_STATUSES = ['completed', 'skipped', 'upcoming'] as const;

/** Library activity summary embedded in an assignment (docs/product.md). */
export const assignmentActivitySchema = z.object({
  /** Library id; null for a parent's custom activity. */
  id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  domainType: z.string(),
  /** Duration in minutes. */
  duration: z.number().int(),
  /** Where a library activity's facts come from (name and link); null for custom or unsourced activities. */
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** 'adapted' from the source or a Flourishly activity 'reviewed' against it; null without a source. */
  sourceKind: contentSourceKindSchema.nullable(),
});

/**
 * An activity assignment (docs/product.md) plus why it was planned. `scheduledFor` is the
 * family's local wall-clock time as ISO 'yyyy-MM-ddTHH:mm:ss' with no offset, so it shows the
 * same time in every browser time zone (parse with date-fns parseISO).
 */
export const activityAssignmentSchema = z.object({
  id: z.number().int(),
  status: activityStatusSchema,
  scheduledFor: z.string(),
  activity: assignmentActivitySchema,
  /** Why the plan chose it, or null for activities the parent added. */
  reason: z.string().nullable(),
  source: z.enum(['plan', 'parent']),
  completedAt: z.string().nullable(),
});
export type ActivityAssignment = z.infer<typeof activityAssignmentSchema>;

/** GET .../activity-assignments query: one day (spec) or an inclusive range of at most 62 days. */
export const MAX_ASSIGNMENT_RANGE_DAYS = 62;
export const assignmentListQuerySchema = z
  .object({ date: planDateSchema.optional(), from: planDateSchema.optional(), to: planDateSchema.optional() })
  .refine((q) => (q.date !== undefined) !== (q.from !== undefined && q.to !== undefined), {
    message: 'Send either date, or from and to',
  });
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/** Longest activity a parent may plan, in minutes. */
export const MAX_ACTIVITY_DURATION_MINUTES = 240;

/** POST .../activity-assignments: a library activity or a custom one, at a date and time. */
export const createAssignmentSchema = z
  .object({
    date: planDateSchema,
    time: timeOfDaySchema,
    activityId: z.number({ error: ADD_ACTIVITY_MESSAGES.chooseLibraryActivity }).pipe(entityIdSchema).optional(),
    custom: z
      .object(
        {
          title: textSchema('Enter a title').trim().min(2, 'Title must be at least 2 characters').max(120),
          description: textSchema().trim().max(1000).default(''),
          domainType: z.enum(DOMAIN_TYPES, { error: 'Choose an area of development' }),
          duration: z
            .number({ error: 'Enter the duration in minutes' })
            .int()
            .min(1, 'Duration must be at least 1 minute')
            .max(MAX_ACTIVITY_DURATION_MINUTES, `Duration must be at most ${MAX_ACTIVITY_DURATION_MINUTES} minutes`),
        },
        { error: 'Describe your own activity' },
      )
      .optional(),
  })
  .refine((p) => (p.activityId === undefined) !== (p.custom === undefined), {
    message: 'Choose a library activity or describe a custom one',
  });
export type CreateAssignmentPayload = z.infer<typeof createAssignmentSchema>;

/**
 * PATCH .../activity-assignments/{id}. The server refuses completed or skipped for a day that has
 * not begun anywhere yet (400): activities are done on their day.
 */
export const updateAssignmentSchema = z.object({ status: z.enum(SETTABLE_ACTIVITY_STATUSES) });
export type UpdateAssignmentPayload = z.infer<typeof updateAssignmentSchema>;

/** A library activity as the add-activity picker lists it. */
export const libraryActivitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  domainType: domainTypeSchema,
  duration: z.number().int(),
  /** Age range in whole years, inclusive. */
  minAge: z.number().int(),
  maxAge: z.number().int(),
  /** Age range in months of developmental age, inclusive (at most 6 months wide under 24 months). */
  minAgeMonths: z.number().int(),
  maxAgeMonths: z.number().int(),
  materials: z.array(z.string()),
  skill: z.string(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceKind: contentSourceKindSchema.nullable(),
});
export type LibraryActivityItem = z.infer<typeof libraryActivitySchema>;

/** GET /api/activities query (library search). */
/** The oldest age in whole months a library search takes: the last month of TARGET_AGE_MAX years. */
export const LIBRARY_AGE_MONTHS_MAX = TARGET_AGE_MAX * 12 + 11;

/** The one age filter a library search may have, in `LibraryQuery`. */
export const LIBRARY_AGE_FILTERS = ['age', 'ageMonths', 'childId'] as const;

/**
 * GET /api/activities query (docs/product.md): text, domain and at most one age filter: `age` in
 * whole years (the spec's), `ageMonths` (a developmental age in months: under 24 months by month,
 * like the plan) or `childId` (that child's developmental age in months, corrected until 24).
 */
export const libraryQuerySchema = z
  .object({
    search: textSchema().trim().max(100).optional(),
    domain: domainTypeSchema.optional(),
    age: queryIntegerSchema(TARGET_AGE_MIN, TARGET_AGE_MAX).optional(),
    ageMonths: queryIntegerSchema(0, LIBRARY_AGE_MONTHS_MAX).optional(),
    childId: entityIdParamSchema.optional(),
  })
  .refine((query) => LIBRARY_AGE_FILTERS.filter((key) => query[key] !== undefined).length <= 1, {
    message: ADD_ACTIVITY_MESSAGES.oneAgeFilter,
    path: ['ageMonths'],
  });
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** Per-child figures of the parent dashboard card for one day. */
export const planSummarySchema = z.object({
  date: z.string(),
  planned: z.number().int(),
  completed: z.number().int(),
  /** Percentage 0-100 of the day's plan completed. */
  progress: z.number().int(),
  lastCompleted: z.object({ title: z.string(), completedAt: z.string() }).nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planSummaryQuerySchema = z.object({ date: planDateSchema });

/** An achievement (docs/product.md). */
export const achievementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  domainType: z.string(),
  awardedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** A parent's notification. */
export const NOTIFICATION_KINDS = ['achievement', 'weekly-plan', 'reminder'] as const;
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (a path). */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** POST /api/notifications/read: ids to mark read, or all when omitted. */
export const markNotificationsReadSchema = z.object({ ids: z.array(entityIdSchema).max(500).optional() });
export type MarkNotificationsReadPayload = z.infer<typeof markNotificationsReadSchema>;

/** GET /api/notifications: the signed-in parent's newest notifications and the unread count. */
export const MAX_NOTIFICATIONS_LISTED = 50;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET .../activity-assignments/{id} path parameter. */
export const assignmentIdParamSchema = z.object({ childId: entityIdParamSchema, id: entityIdParamSchema });
