import { z } from 'zod';

/**
 * What a job carries in Redis: its validated data, and the W3C trace context of whoever enqueued
 * it, so the worker's span continues the same trace.
 */
export const JobEnvelope = z.object({
  data: z.unknown(),
  traceparent: z.string().optional(),
});
export type JobEnvelope = z.infer<typeof JobEnvelope>;
