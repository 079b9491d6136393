import { z } from 'zod';

/** Every service answers `rpc.<service>.health` with the state of its own dependencies. */
export const HealthStatus = z.enum(['ok', 'degraded', 'down']);
export const HealthReply = z.object({
  service: z.string(),
  status: HealthStatus,
  checks: z.record(z.string(), z.object({ status: HealthStatus, detail: z.string().optional() })),
});
export type HealthReply = z.infer<typeof HealthReply>;
