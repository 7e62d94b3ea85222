import { z } from 'zod';
import { TARGET_AGE_MIN } from './constants';
import { contentSourceKindSchema } from './activities';
import { domainTypeSchema } from './domains';
import { queryIntegerSchema } from './ids';

/** Largest age accepted by the tips query (any real age; tips cover 0-12). */
export const MAX_TIP_QUERY_AGE = 130;

/**
 * A parent tip (docs/product.md: id, content), with its age range in years and in months of
 * developmental age (inclusive), domain and source (name, address, and whether the tip is adapted
 * from it or reviewed against it).
 */
export const parentTipSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  minAgeMonths: z.number().int(),
  maxAgeMonths: z.number().int(),
  domain: domainTypeSchema,
  source: z.string(),
  sourceUrl: z.string().nullable(),
  sourceKind: contentSourceKindSchema,
});
export type ParentTip = z.infer<typeof parentTipSchema>;

/** Whole years; the window may reach one below 0 and past 12 (older children simply get fewer tips). */
const age = queryIntegerSchema(TARGET_AGE_MIN - 1, MAX_TIP_QUERY_AGE);

/** Largest age in months the tips query accepts (MAX_TIP_QUERY_AGE years). */
export const MAX_TIP_QUERY_AGE_MONTHS = MAX_TIP_QUERY_AGE * 12;

/**
 * GET /api/parent-tips?minAge={age-1}&maxAge={age+1} (docs/product.md), with an optional
 * `ageMonths` (the child's developmental age in whole months) that narrows the tips to the
 * child's months under 24 months and leaves out baby tips from 24 months.
 */
export const parentTipsQuerySchema = z
  .object({ minAge: age, maxAge: age, ageMonths: queryIntegerSchema(0, MAX_TIP_QUERY_AGE_MONTHS).optional() })
  .refine((query) => query.minAge <= query.maxAge, { message: 'minAge must not exceed maxAge', path: ['minAge'] });
export type ParentTipsQuery = z.infer<typeof parentTipsQuerySchema>;

/** GET /api/child-profiles/{childId}/parent-tips: tips for the child's age, weakest domains first. */
export const personalizedTipsSchema = z.object({
  childId: z.number().int(),
  childName: z.string(),
  ageYears: z.number().int(),
  /** The child's lowest-scored domains from the latest assessment (empty without one). */
  focusDomains: z.array(domainTypeSchema),
  tips: z.array(parentTipSchema),
});
export type PersonalizedTips = z.infer<typeof personalizedTipsSchema>;
