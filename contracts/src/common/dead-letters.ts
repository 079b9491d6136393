import { z } from 'zod';
import { IsoDateTime, Uuid } from './ids.js';
import { defineRpc } from './rpc.js';

/**
 * Work that failed for good (a job out of attempts, an event its consumer could not handle),
 * kept by the kit in each service's schema. Every service answers these admin RPCs; only actors
 * with the `admin` role get anything else than FORBIDDEN.
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

export const DeadLettersRequest = z
  .object({
    /** From the previous page's `nextCursor`. */
    cursor: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(100).default(50),
    /** Leave out letters an operator already retried. */
    unresolvedOnly: z.boolean().default(false),
  })
  .strict();

/** Newest failure first, keyset-paginated. */
export const DeadLettersReply = z.object({
  items: z.array(DeadLetter),
  nextCursor: z.string().nullable(),
});
export type DeadLettersReply = z.infer<typeof DeadLettersReply>;

export const RetryDeadLetterRequest = z.object({ id: Uuid }).strict();
export const RetryDeadLetterReply = z.object({ id: Uuid, resolvedAt: IsoDateTime });
export type RetryDeadLetterReply = z.infer<typeof RetryDeadLetterReply>;

/** `rpc.<service>.admin.deadLetters`: the service's dead letters for operators. */
export function deadLettersRpc(service: string) {
  return defineRpc(`rpc.${service}.admin.deadLetters`, DeadLettersRequest, DeadLettersReply);
}

/**
 * `rpc.<service>.admin.retryDeadLetter`: puts the dead work back (a job goes back to its queue
 * while Redis still keeps it) and marks the letter resolved. CONFLICT when it cannot be retried.
 */
export function retryDeadLetterRpc(service: string) {
  return defineRpc(
    `rpc.${service}.admin.retryDeadLetter`,
    RetryDeadLetterRequest,
    RetryDeadLetterReply,
  );
}
