import { z } from 'zod';
import { defineEndpoints } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** GET /api/health answer. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
/** GET /api/health/live answer. */
export const livenessSchema = z.object({ status: z.literal('ok') });
/** GET /api/health/ready answer: Redis down is degraded, still ready. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('up'),
  redis: z.enum(['up', 'down', 'not configured']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** The health probes (backend/src/health). */
export const healthEndpoints = defineEndpoints({
  health: {
    ...R.health,
    summary: 'Liveness and database check',
    access: 'public',
    status: 200,
    response: healthSchema,
    answer: 'The process and the database answer',
  },
  healthLive: {
    ...R.healthLive,
    summary: 'Liveness: the process answers',
    access: 'public',
    status: 200,
    response: livenessSchema,
    answer: 'The process answers',
  },
  healthReady: {
    ...R.healthReady,
    summary: 'Readiness: the database answers (Redis down is degraded, still ready)',
    access: 'public',
    status: 200,
    response: readinessSchema,
    answer: 'Ready to serve traffic',
  },
});
