import { z } from 'zod';
import { DeadLetter } from './dead-letter.js';
import { IsoDateTime, Uuid } from './ids.js';
import { defineRpc } from './rpc.js';

/**
 * Every service answers these admin RPCs about its dead letters (`dead-letter.ts`); only actors
 * with the `admin` role get anything else than FORBIDDEN.
 */
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

export const DeadLetterSummaryRequest = z.object({}).strict();
export const DeadLetterSummaryReply = z.object({
  /** Letters no operator has retried yet. */
  unresolved: z.number().int().nonnegative(),
});
export type DeadLetterSummaryReply = z.infer<typeof DeadLetterSummaryReply>;

/** `rpc.<service>.admin.deadLetterSummary`: what the operators' overview shows per service. */
export function deadLetterSummaryRpc(service: string) {
  return defineRpc(
    `rpc.${service}.admin.deadLetterSummary`,
    DeadLetterSummaryRequest,
    DeadLetterSummaryReply,
  );
}
