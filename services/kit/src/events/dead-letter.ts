import { headers as natsHeaders, type JetStreamClient, type JetStreamManager } from 'nats';
import { deadLetterSubject } from '@arrendo/contracts';
import { streamNameFor, subjectFor } from '../nats/subjects.js';
import { ensureJetStream } from '../outbox/stream.js';
import { injectTraceHeaders } from '../telemetry/propagation.js';
import type { DeadLetterEntry } from '../dead-letters/record.js';

/** Default of `EVENT_MAX_DELIVER`: with the 1 s → 60 s backoff, about four minutes of retries. */
export const DEFAULT_EVENT_MAX_DELIVER = 8;

/**
 * Deliveries JetStream allows beyond the handler's attempts. They are used only when recording
 * the dead letter itself failed, so a NATS or Postgres blip at that moment loses nothing.
 */
export const DEAD_LETTER_SPARE_DELIVERIES = 2;

/**
 * What the kit gave up on, for the operators' dead-letter list (`dead_letters`). Events: `name`
 * is the event subject and `key` its event id. Source 'saga' (kept from the removed saga engine)
 * is work a service leaves for an operator to settle by hand: payment's owed refunds.
 */
export type { DeadLetterEntry };

/** Persists or reports a dead letter. Must be idempotent by (source, name, key). */
export type DeadLetterHook = (entry: DeadLetterEntry) => Promise<void> | void;

/** What lands on `dlq.<consumer>.<event subject>`. */
export interface DeadLetterMessage {
  consumer: string;
  subject: string;
  eventId: string;
  attempts: number;
  error: string;
  deadLetteredAt: string;
  /** The event envelope as delivered (the raw text when it was not valid JSON). */
  payload: unknown;
}

/** One kit-managed stream holds every consumer's dead letters: `<prefix>dlq.>`, kept 30 days. */
export function deadLetterStreamName(prefix: string): string {
  return streamNameFor(prefix, 'dead_letters');
}

export function ensureDeadLetterStream(jsm: JetStreamManager, prefix: string): Promise<string> {
  return ensureJetStream(jsm, {
    name: deadLetterStreamName(prefix),
    subjects: [`${prefix}dlq.>`],
    maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  });
}

/** Publishes the dead letter; a repeat for the same event is dropped by JetStream's dedup. */
export async function publishDeadLetter(
  js: JetStreamClient,
  prefix: string,
  message: DeadLetterMessage,
): Promise<void> {
  await js.publish(
    subjectFor(prefix, deadLetterSubject(message.consumer, message.subject)),
    JSON.stringify(message),
    {
      msgID: `dlq:${message.consumer}:${message.eventId}`,
      headers: injectTraceHeaders(natsHeaders()),
    },
  );
}
