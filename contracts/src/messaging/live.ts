import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { LiveEvent } from './model.js';

/**
 * What the messaging service publishes on core NATS (not JetStream) for the BFF's live streams:
 * `live.messaging.<userId>` (after the environment's subject prefix). A stored event carries its
 * per-user `seq` (the SSE id, replayable with `MessagingRpc.liveSince`); a typing notice has none.
 */
export const LIVE_SUBJECT_ROOT = 'live.messaging';

export function liveSubjectFor(userId: string): string {
  return `${LIVE_SUBJECT_ROOT}.${userId}`;
}

/** Every user's live subject, for one subscription per BFF process. */
export const LIVE_SUBJECT_WILDCARD = `${LIVE_SUBJECT_ROOT}.*`;

export const LiveEnvelope = z.object({
  userId: Uuid,
  /** Null for ephemeral events (typing). */
  seq: z.number().int().positive().nullable(),
  event: LiveEvent,
});
export type LiveEnvelope = z.infer<typeof LiveEnvelope>;
