import { z } from 'zod';
import { HealthStatus } from '../common/health.js';

/** GET /api/health: the BFF's own dependencies plus each service's answer. */
export const ApiHealthResponse = z.object({
  status: HealthStatus,
  checks: z.record(z.string(), z.object({ status: HealthStatus, detail: z.string().optional() })),
});
export type ApiHealthResponse = z.infer<typeof ApiHealthResponse>;
