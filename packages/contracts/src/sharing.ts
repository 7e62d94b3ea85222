import { z } from 'zod';
import { assessmentResultSchema } from './development';
import { entityIdParamSchema } from './ids';
import { growthChartSchema } from './growth';
import { immunisationsSchema } from './immunisations';
import { screeningsSchema } from './screenings';

/**
 * A read-only report link for a professional (a paediatrician, a teacher): a time-limited URL to
 * the child's development report, opened without an account. Only the SHA-256 hash of its token
 * is stored; the token itself is shown once, when the link is created.
 */
export const REPORT_LINK_MIN_DAYS = 1;
export const REPORT_LINK_MAX_DAYS = 30;
export const REPORT_LINK_DEFAULT_DAYS = 7;

/** Path of the public report page of a link (served by the shell, no sign-in). */
export const sharedReportPath = (token: string) => `/shared/report/${encodeURIComponent(token)}`;

export const REPORT_LINK_MESSAGES = {
  notFound: 'This report link does not exist.',
  gone: 'This report link has expired or was revoked.',
  linkNotFound: 'Report link not found',
} as const;

/** POST /api/child-profiles/{childId}/report-links body: how many days the link stays valid (1-30). */
export const createReportLinkSchema = z.object({
  expiresInDays: z
    .number()
    .int()
    .min(REPORT_LINK_MIN_DAYS, `A link lasts at least ${REPORT_LINK_MIN_DAYS} day`)
    .max(REPORT_LINK_MAX_DAYS, `A link lasts at most ${REPORT_LINK_MAX_DAYS} days`),
});
export type CreateReportLink = z.infer<typeof createReportLinkSchema>;

/** Path parameters of DELETE /api/child-profiles/{childId}/report-links/{linkId}. */
export const reportLinkParamsSchema = z.object({ childId: entityIdParamSchema, linkId: entityIdParamSchema });

/**
 * A report link's token as it appears in a URL: base64url, 43 characters for 32 random bytes.
 * Anything else is an unknown link (404) without a database query.
 */
export const reportLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** 201 answer of a create: the token and full URL are shown this once. */
export const createdReportLinkSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type CreatedReportLink = z.infer<typeof createdReportLinkSchema>;

/** An active link as GET /api/child-profiles/{childId}/report-links lists it (no token: only its hash is kept). */
export const reportLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  openCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/** One assessment of a shared report: the signed-in result without record ids or the child's full name. */
export const sharedAssessmentSchema = assessmentResultSchema.omit({ id: true, childId: true, childName: true });
export type SharedAssessment = z.infer<typeof sharedAssessmentSchema>;

/**
 * GET /api/shared-reports/{token}: the development report as a professional sees it. The child's
 * first name, age (whole months, today), corrected age (whole months, null when it does not apply),
 * the age as parents say it (formatAge) * and gestational age at birth (completed weeks, null when not given); a bounded window of the
 * submitted assessments, newest first: the latest {@link REPORT_RECENT_ASSESSMENTS} plus the latest
 * of each earlier checklist, each with its five domain scores, the milestones answered 'not yet',
 * the strengths and the answers to the doctor's questions; `totalAssessments` counts them all;
 * the recommended screenings at the report's date (screeningsFor: at most 5, [] from school age).
 * No parent contact data and no record ids.
 */
export const sharedReportSchema = z.object({
  child: z.object({
    firstName: z.string(),
    ageMonths: z.number().int(),
    correctedAgeMonths: z.number().int().nullable(),
    /** The age as parents say it, with the corrected age beside it: "10 months (corrected: 7 months)". */
    ageText: z.string(),
    gestationalAgeAtBirthWeeks: z.number().int().nullable(),
  }),
  generatedAt: z.string(),
  expiresAt: z.string(),
  assessments: z.array(sharedAssessmentSchema),
  totalAssessments: z.number().int(),
  screenings: screeningsSchema,
  /** The child's immunisations at the report's date (absent from a server of an earlier release). */
  immunisations: immunisationsSchema.optional(),
  /**
   * The WHO chart of each indicator that applies at the report's date and holds at least one of
   * the child's measurements ([] when none does; absent from a server of an earlier release).
   */
  growth: z.array(growthChartSchema).optional(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
