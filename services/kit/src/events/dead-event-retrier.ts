import { AppError, deadLetterSubject } from '@arrendo/contracts';
import { AckPolicy, DeliverPolicy, nanos, type JetStreamClient, type JetStreamManager } from 'nats';
import type { DeadLetterRetrier } from '../dead-letters/admin.js';
import { subjectFor } from '../nats/subjects.js';
import { decodeJson } from '../rpc/codec.js';
import type { EventBus } from './bus.js';
import { deadLetterStreamName, type DeadLetterMessage } from './dead-letter.js';

/** Letters of one (consumer, subject) read per retry: dead letters are few, or something is on fire. */
const MAX_LETTERS_SCANNED = 10_000;

export interface DeadEventRetrierOptions<DB> {
  bus: EventBus<DB>;
  js: JetStreamClient;
  jsm: JetStreamManager;
  prefix: string;
  consumer: string;
  /** How long to look through the dead-letter stream for the event. */
  searchMs?: number;
}

/**
 * Retries a dead event with its full envelope from the `DEAD_LETTERS` stream (the table keeps a
 * redacted copy only): the handler runs once more, in the inbox transaction. The stream keeps
 * letters 30 days; an older one cannot be retried (CONFLICT). A handler that fails again leaves
 * the letter open and tells the operator why.
 */
export function deadEventRetrier<DB>(options: DeadEventRetrierOptions<DB>): DeadLetterRetrier {
  return async (letter) => {
    const envelope = await findDeadEvent(options, letter.name, letter.key);
    if (envelope === undefined) {
      throw new AppError(
        'CONFLICT',
        'This event is no longer kept in the dead-letter stream (30 days); it cannot be retried',
      );
    }
    try {
      await options.bus.replay(letter.name, envelope);
    } catch (error) {
      if (AppError.isAppError(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError('CONFLICT', `The event failed again: ${reason}`);
    }
  };
}

async function findDeadEvent<DB>(
  { js, jsm, prefix, consumer, searchMs = 3000 }: DeadEventRetrierOptions<DB>,
  subject: string,
  eventId: string,
): Promise<unknown> {
  const stream = deadLetterStreamName(prefix);
  // An ephemeral consumer over this one subject's letters (NATS 2.9: ordered consumers with a
  // filter never deliver there). It removes itself after a short idle time if we cannot.
  const info = await jsm.consumers
    .add(stream, {
      filter_subject: subjectFor(prefix, deadLetterSubject(consumer, subject)),
      ack_policy: AckPolicy.None,
      deliver_policy: DeliverPolicy.All,
      inactive_threshold: nanos(30_000),
    })
    .catch((error: unknown) => {
      // No dead-letter stream: this service never dead-lettered an event through the kit.
      if (isStreamNotFound(error)) return undefined;
      throw error;
    });
  if (!info) return undefined;
  let found: unknown;
  try {
    if (info.num_pending === 0) return undefined;
    const reader = await js.consumers.get(stream, info.name);
    const batch = await reader.fetch({
      max_messages: Math.min(info.num_pending, MAX_LETTERS_SCANNED),
      expires: searchMs,
    });
    for await (const msg of batch) {
      const letter = decodeJson(msg.data) as Partial<DeadLetterMessage>;
      // The newest copy wins: a letter recorded again after a failed retry repeats the event.
      if (letter.eventId === eventId) found = letter.payload;
    }
  } finally {
    await jsm.consumers.delete(stream, info.name).catch(() => undefined);
  }
  return found;
}

function isStreamNotFound(error: unknown): boolean {
  const api = (error as { api_error?: { err_code?: number } } | undefined)?.api_error;
  return api?.err_code === 10059 || /stream not found/i.test(String(error));
}
