import { z } from 'zod';
import { IsoDateTime, Uuid } from './ids.js';

/**
 * Work that failed for good (a job out of attempts, an event its consumer could not handle),
 * kept by the kit in each service's schema. The record both the admin RPCs (`dead-letters.ts`)
 * and the BFF's admin API (`http/admin.ts`) carry.
 */
export const DeadLetterSource = z.enum(['job', 'event', 'saga']);
export type DeadLetterSource = z.infer<typeof DeadLetterSource>;

export const DeadLetter = z.object({
  id: Uuid,
  source: DeadLetterSource,
  /** Job name or event subject. */
  name: z.string(),
  /** Job id or event id. */
  key: z.string(),
  /** The BullMQ queue (jobs) or JetStream stream (events). */
  queue: z.string().nullable(),
  /** A redacted summary of the data: never secrets. */
  payload: z.unknown(),
  error: z.string(),
  attempts: z.number().int().nonnegative(),
  firstFailedAt: IsoDateTime,
  lastFailedAt: IsoDateTime,
  resolvedAt: IsoDateTime.nullable(),
});
export type DeadLetter = z.infer<typeof DeadLetter>;
