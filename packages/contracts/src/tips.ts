import { z } from 'zod';
import { TARGET_AGE_MIN } from './constants';
import { domainTypeSchema } from './domains';
import { queryIntegerSchema } from './ids';

/** Largest age accepted by the tips query (any real age; tips cover 0-12). */
export const MAX_TIP_QUERY_AGE = 130;

/** A parent tip (docs/product.md: id, content), with its age range in years, domain and source. */
export const parentTipSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  domain: domainTypeSchema,
  source: z.string(),
});
export type ParentTip = z.infer<typeof parentTipSchema>;

/** Whole years; the window may reach one below 0 and past 12 (older children simply get fewer tips). */
const age = queryIntegerSchema(TARGET_AGE_MIN - 1, MAX_TIP_QUERY_AGE);

/** GET /api/parent-tips?minAge={age-1}&maxAge={age+1} (docs/product.md). */
export const parentTipsQuerySchema = z
  .object({ minAge: age, maxAge: age })
  .refine((query) => query.minAge <= query.maxAge, { message: 'minAge must not exceed maxAge', path: ['minAge'] });
export type ParentTipsQuery = z.infer<typeof parentTipsQuerySchema>;

/** GET /api/child-profiles/{id}/parent-tips: tips for the child's age, weakest domains first. */
export const personalizedTipsSchema = z.object({
  childId: z.number().int(),
  childName: z.string(),
  ageYears: z.number().int(),
  /** The child's lowest-scored domains from the latest assessment (empty without one). */
  focusDomains: z.array(domainTypeSchema),
  tips: z.array(parentTipSchema),
});
export type PersonalizedTips = z.infer<typeof personalizedTipsSchema>;
