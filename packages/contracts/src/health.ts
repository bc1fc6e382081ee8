import { z } from './zod.ts';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string().max(100),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
