import { z } from 'zod';

/**
 * The JSON error body every API error carries: `message` is what a person reads.
 * `errors` lists field problems of a 400 (path joined with dots).
 */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
