import { currentTraceparent } from '@arrendo/kit';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { clipPush, PushMessage, QueuedPush } from './message.js';
import { PushOutboxRepository } from './outbox.repository.js';

/**
 * Decides a web push in the caller's transaction (decision 0038, as `queueEmail` does): the row
 * goes with a rollback and survives a crash after the commit; the relay (`relay.ts`) then
 * queues one job per subscription the user has when it runs. `jobId` is the push's identity:
 * the same id decided twice is one push (use the notification's dedupe key or id).
 * A user without subscriptions costs one row that the relay removes.
 */
export async function queuePush(
  trx: Transaction<DB>,
  push: { userId: string; title: string; body: string; link: string; tag: string },
  jobId: string,
): Promise<void> {
  // Refused here, in the handler: a bad push fails its event rather than the relay.
  await addToPushOutbox(trx, PushMessage.parse(clipPush(push)), jobId);
}

/** The test push of the settings page goes the same way, marked so it closes itself. */
export async function addToPushOutbox(
  trx: Kysely<DB>,
  push: QueuedPush,
  jobId: string,
): Promise<void> {
  await new PushOutboxRepository(trx).add(
    jobId,
    QueuedPush.parse(push),
    currentTraceparent() ?? null,
  );
}
