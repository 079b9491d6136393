import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerAPI,
  type ConsumerConfig,
  type ConsumerInfo,
  type ConsumerUpdateConfig,
} from 'nats';

/** What the code wants a durable pull consumer to be. */
export interface DesiredConsumer {
  durable: string;
  filterSubject: string;
  ackWaitMs: number;
  /** JetStream's own limit (the kit's handler attempts plus its dead-letter spares). */
  maxDeliver: number;
  maxAckPending: number;
}

export type ConsumerAdmin = Pick<ConsumerAPI, 'info' | 'add' | 'update' | 'delete'>;

export type ReconcileOutcome =
  | { action: 'created' | 'unchanged' | 'updated' }
  | { action: 'recreated'; resumedAtSeq: number; reason: string };

export function consumerConfig(desired: DesiredConsumer): Partial<ConsumerConfig> {
  return {
    durable_name: desired.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: desired.filterSubject,
    ack_wait: nanos(desired.ackWaitMs),
    max_deliver: desired.maxDeliver,
    max_ack_pending: desired.maxAckPending,
  };
}

/**
 * The settings that differ: `changes` can be updated in place, `recreate` names those that need
 * a new consumer. `deliver_policy` is deliberately not compared: it only says where a new
 * consumer starts, and a consumer recreated at its old position carries a different one.
 *
 * The filter is never updated in place: NATS 2.9 accepts the update but then stops delivering
 * messages that were already pending under the new filter (seen on 2.9.10), so a filter change
 * always recreates the consumer at its ack floor.
 */
export function consumerDrift(
  current: ConsumerConfig,
  desired: DesiredConsumer,
): { changes: Partial<ConsumerUpdateConfig>; recreate: string[] } {
  const want = consumerConfig(desired);
  const changes: Partial<ConsumerUpdateConfig> = {};
  if (current.ack_wait !== want.ack_wait) changes.ack_wait = want.ack_wait;
  if (current.max_deliver !== want.max_deliver) changes.max_deliver = want.max_deliver;
  if (current.max_ack_pending !== want.max_ack_pending) {
    changes.max_ack_pending = want.max_ack_pending;
  }
  const recreate: string[] = [];
  if (current.filter_subject !== want.filter_subject) recreate.push('filter_subject');
  if (current.ack_policy !== want.ack_policy) recreate.push('ack_policy');
  return { changes, recreate };
}

/**
 * Makes the consumer match the code: creates it, updates it in place, or — for a new filter, an
 * immutable field, or an update the server refuses — deletes and recreates it starting right
 * after its ack floor, so nothing acknowledged is delivered again and nothing unacknowledged is
 * skipped (acknowledged-out-of-order messages past the floor come again; the inbox drops them). Callers serialise this per consumer
 * (the event bus holds an advisory lock) so that two replicas never recreate it at once.
 */
export async function reconcileConsumer(
  consumers: ConsumerAdmin,
  stream: string,
  desired: DesiredConsumer,
): Promise<ReconcileOutcome> {
  let info: ConsumerInfo;
  try {
    info = await consumers.info(stream, desired.durable);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await consumers.add(stream, consumerConfig(desired));
    return { action: 'created' };
  }
  const { changes, recreate: fixed } = consumerDrift(info.config, desired);
  if (fixed.length > 0) return recreate(consumers, stream, desired, `changed ${fixed.join(', ')}`);
  if (Object.keys(changes).length === 0) return { action: 'unchanged' };
  try {
    await consumers.update(stream, desired.durable, changes);
    return { action: 'updated' };
  } catch (error) {
    return recreate(consumers, stream, desired, (error as Error).message);
  }
}

async function recreate(
  consumers: ConsumerAdmin,
  stream: string,
  desired: DesiredConsumer,
  reason: string,
): Promise<ReconcileOutcome> {
  // Read the floor again: deliveries may have been acknowledged since the first read.
  const floor = (await consumers.info(stream, desired.durable)).ack_floor.stream_seq;
  await consumers.delete(stream, desired.durable);
  const resumedAtSeq = floor + 1;
  await consumers.add(stream, {
    ...consumerConfig(desired),
    ...(floor > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: resumedAtSeq }
      : { deliver_policy: DeliverPolicy.All }),
  });
  return { action: 'recreated', resumedAtSeq, reason };
}

function isNotFound(error: unknown): boolean {
  const e = error as { code?: string; api_error?: { err_code?: number }; message?: string };
  return e.api_error?.err_code === 10014 || /consumer not found/i.test(e.message ?? '');
}
