import { z } from 'zod';
import { HealthStatus } from '../common/health.js';

/** GET /api/health: the BFF's own dependencies plus each service's answer. */
export const ApiHealthResponse = z.object({
  status: HealthStatus,
  checks: z.record(z.string(), z.object({ status: HealthStatus, detail: z.string().optional() })),
  /**
   * Whether the payment service runs the offline dev provider (bookings confirmed with no money
   * moving); absent when the payment service did not say.
   */
  devPaymentProvider: z.boolean().optional(),
});
export type ApiHealthResponse = z.infer<typeof ApiHealthResponse>;
