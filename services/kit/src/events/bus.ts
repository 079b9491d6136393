import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConsumerMessages, JetStreamClient, JetStreamManager, JsMsg } from 'nats';
import type { z } from 'zod';
import { EventEnvelope, type EventDefinition } from '@arrendo/contracts';
import { withSessionAdvisoryLock } from '../db/advisory-lock.js';
import type { Logger } from '../logger.js';
import { durableNameFor, eventSubjectsFor, stripPrefix, subjectFor } from '../nats/subjects.js';
import { ensureStream } from '../outbox/stream.js';
import { extractTraceContext } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { decodeJson } from '../rpc/codec.js';
import { reconcileConsumer, type DesiredConsumer } from './consumer-config.js';
import {
  DEAD_LETTER_SPARE_DELIVERIES,
  DEFAULT_EVENT_MAX_DELIVER,
  ensureDeadLetterStream,
  publishDeadLetter,
  type DeadLetterEntry,
  type DeadLetterHook,
} from './dead-letter.js';

export type EventOf<D extends EventDefinition> = EventEnvelope<z.output<D['data']>>;

/** A handler that only writes: it runs in the inbox transaction. */
export type EventHandler<D extends EventDefinition, DB> = (
  event: EventOf<D>,
  trx: Transaction<DB>,
) => Promise<void>;

/**
 * A handler in three steps, like an RPC's `inTransaction({ before, write, afterCommit })`:
 * `before` runs with no transaction open (other services, providers, pool reads) and its result
 * goes to `write`, which runs in the inbox transaction (SQL only); `afterCommit` runs once that
 * committed, with what `write` returned (jobs, best effort: its errors are logged). A
 * redelivery of an event already handled runs none of them.
 */
export interface EventSteps<D extends EventDefinition, DB, P = undefined, R = void> {
  readonly before?: (event: EventOf<D>) => Promise<P>;
  readonly write: (event: EventOf<D>, trx: Transaction<DB>, prepared: P) => Promise<R>;
  readonly afterCommit?: (event: EventOf<D>, result: R) => Promise<void>;
}

/** What a service subscribes with: a plain handler, or the three steps. */
export type EventSubscriber<D extends EventDefinition, DB> =
  | EventHandler<D, DB>
  // `P` and `R` are erased here: `eventSteps` tied them together where the steps were written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  | EventSteps<D, DB, any, any>;

/** Types the three steps of an event handler together (`P` from `before`, `R` from `write`). */
export function eventSteps<D extends EventDefinition, DB, P = undefined, R = void>(
  steps: EventSteps<D, DB, P, R>,
): EventSteps<D, DB, P, R> {
  return steps;
}

interface Subscription<DB> {
  definition: EventDefinition;
  steps: EventSteps<EventDefinition, DB, unknown, unknown>;
}

function stepsOf<DB>(
  subscriber: EventSubscriber<EventDefinition, DB>,
): EventSteps<EventDefinition, DB, unknown, unknown> {
  return typeof subscriber === 'function'
    ? { write: (event, trx) => subscriber(event, trx) }
    : subscriber;
}

/** Whether a value can be subscribed: a function, or steps with a `write`. */
export function isEventSubscriber(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { write?: unknown }).write === 'function')
  );
}

export interface EventBusOptions<DB> {
  db: Kysely<DB>;
  js: JetStreamClient;
  jsm: JetStreamManager;
  prefix: string;
  /** The consuming service: durable consumer name and inbox owner. */
  consumer: string;
  logger: Logger;
  /** Handler attempts per event before it is dead-lettered (`EVENT_MAX_DELIVER`). */
  maxDeliver?: number;
  /** How long a delivery may stay unacknowledged before JetStream redelivers it. */
  ackWaitMs?: number;
  maxAckPending?: number;
  /** Called with every dead letter, after it was published to `dlq.<consumer>.<subject>`. */
  onDeadLetter?: DeadLetterHook;
  /** Delay before the next attempt after a failure (default `redeliveryDelayMs`). */
  retryDelayMs?: (attempt: number) => number;
}

export type ProcessOutcome = 'handled' | 'duplicate' | 'ignored' | 'failed' | 'dead-lettered';

/** Backoff for a failing handler: 1 s, 2 s, 4 s … capped at 60 s. */
export function redeliveryDelayMs(redeliveryCount: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, redeliveryCount - 1));
}

/**
 * Durable, idempotent event consumption: one pull consumer per producing stream, each event
 * handled in a transaction that also records its id in `inbox`, so a redelivery changes nothing.
 * An event whose handler keeps failing is dead-lettered after `maxDeliver` attempts.
 */
export class EventBus<DB> {
  private readonly subscriptions = new Map<string, Subscription<DB>>();
  private readonly loops: { messages: ConsumerMessages; done: Promise<void> }[] = [];
  private readonly maxDeliver: number;

  constructor(private readonly options: EventBusOptions<DB>) {
    this.maxDeliver = options.maxDeliver ?? DEFAULT_EVENT_MAX_DELIVER;
  }

  subscribe<D extends EventDefinition>(definition: D, handler: EventSubscriber<D, DB>): void {
    if (this.subscriptions.has(definition.subject)) {
      throw new Error(`Event ${definition.subject} has two handlers in ${this.options.consumer}`);
    }
    this.subscriptions.set(definition.subject, {
      definition,
      // The definition's payload type is erased in the table; `process` parses it again.
      steps: stepsOf(handler as unknown as EventSubscriber<EventDefinition, DB>),
    });
  }

  /** The subjects this service consumes. */
  get subjects(): string[] {
    return [...this.subscriptions.keys()];
  }

  /**
   * The consumer this bus wants on `producer`'s stream. The filter is the one subscribed subject
   * when there is only one (no deliveries to ignore); NATS 2.9 has no multi-subject filter, so
   * several subjects share the producer's wildcard.
   */
  desiredConsumer(producer: string): DesiredConsumer {
    const { prefix, consumer } = this.options;
    const subjects = [...this.subscriptions.values()]
      .filter((s) => s.definition.service === producer)
      .map((s) => s.definition.subject);
    const only = subjects.length === 1 ? subjects[0] : undefined;
    return {
      durable: durableNameFor(consumer),
      filterSubject: only ? subjectFor(prefix, only) : eventSubjectsFor(prefix, producer),
      ackWaitMs: this.options.ackWaitMs ?? 30_000,
      maxDeliver: this.maxDeliver + DEAD_LETTER_SPARE_DELIVERIES,
      maxAckPending: this.options.maxAckPending ?? 256,
    };
  }

  async start(): Promise<void> {
    const { jsm, js, prefix, consumer, logger, db } = this.options;
    if (this.subscriptions.size === 0) return;
    await ensureDeadLetterStream(jsm, prefix);
    const producers = new Set([...this.subscriptions.values()].map((s) => s.definition.service));
    for (const producer of producers) {
      const stream = await ensureStream(jsm, prefix, producer);
      const desired = this.desiredConsumer(producer);
      const reconciled = await withSessionAdvisoryLock(
        db,
        `jetstream-consumer:${stream}:${desired.durable}`,
        () => reconcileConsumer(jsm.consumers, stream, desired),
        { waitMs: 30_000 },
      );
      if (!reconciled.acquired) {
        throw new Error(`${consumer}: timed out waiting to configure its consumer on ${stream}`);
      }
      if (reconciled.value.action !== 'unchanged') {
        logger.info({ stream, ...reconciled.value }, `event consumer ${reconciled.value.action}`);
      }
      const c = await js.consumers.get(stream, desired.durable);
      const messages = await c.consume({ max_messages: 64 });
      const done = (async () => {
        for await (const msg of messages) {
          await this.process(msg);
        }
      })().catch((err: unknown) => logger.error({ err, stream }, 'event consumer stopped'));
      this.loops.push({ messages, done });
    }
  }

  async stop(): Promise<void> {
    for (const loop of this.loops) loop.messages.stop();
    await Promise.allSettled(this.loops.map((l) => l.done));
    this.loops.length = 0;
  }

  /** Handles one delivery. Exposed for tests that feed messages directly. */
  async process(msg: JsMsg): Promise<ProcessOutcome> {
    const { logger, prefix } = this.options;
    const subject = stripPrefix(prefix, msg.subject);
    const subscription = this.subscriptions.get(subject);
    if (!subscription) {
      msg.ack();
      return 'ignored';
    }
    const attempts = msg.info.redeliveryCount;
    let envelope: EventEnvelope;
    let data: unknown;
    try {
      envelope = EventEnvelope.parse(decodeJson(msg.data));
      data = subscription.definition.data.parse(envelope.data);
    } catch (err) {
      // A message that can never be valid would otherwise be redelivered forever.
      logger.error({ err, subject, seq: msg.seq }, 'malformed event dead-lettered');
      const key = `${msg.info.stream}:${msg.seq}`;
      return this.deadLetter(msg, subject, key, rawPayload(msg), err, attempts);
    }
    if (attempts > this.maxDeliver) {
      // A spare delivery: the handler already had its attempts, only recording the letter failed.
      const error = `handler failed ${this.maxDeliver} times (its errors are in the logs)`;
      return this.deadLetter(msg, subject, envelope.id, envelope, error, this.maxDeliver);
    }
    try {
      const outcome = await this.handle(subject, subscription, envelope, data, msg.headers);
      msg.ack();
      return outcome;
    } catch (err) {
      if (attempts >= this.maxDeliver) {
        logger.error({ err, subject, eventId: envelope.id, attempts }, 'event handler gave up');
        return this.deadLetter(msg, subject, envelope.id, envelope, err, attempts);
      }
      logger.error(
        { err, subject, eventId: envelope.id, attempts },
        'event handler failed; will retry',
      );
      msg.nak((this.options.retryDelayMs ?? redeliveryDelayMs)(attempts));
      return 'failed';
    }
  }

  /**
   * Runs a dead-lettered event through its handler once more (an operator's retry). Returns
   * 'duplicate' when it was meanwhile handled after all; a handler error propagates.
   */
  async replay(subject: string, rawEnvelope: unknown): Promise<'handled' | 'duplicate'> {
    const subscription = this.subscriptions.get(subject);
    if (!subscription) throw new Error(`${this.options.consumer} no longer handles ${subject}`);
    const envelope = EventEnvelope.parse(rawEnvelope);
    const data = subscription.definition.data.parse(envelope.data);
    return this.handle(subject, subscription, envelope, data, undefined);
  }

  /**
   * The handler's `write` and the inbox row in one transaction: a redelivery changes nothing.
   * With a `before` step, a read of the inbox first (no transaction held) skips an event already
   * handled before anything is asked of anyone; the insert in the transaction stays the judge, so
   * a concurrent duplicate may run `before` twice (it must only read, or be keyed), never `write`.
   * A `before` that throws leaves nothing behind: the event is redelivered.
   */
  private handle(
    subject: string,
    subscription: Subscription<DB>,
    envelope: EventEnvelope,
    data: unknown,
    headers: JsMsg['headers'],
  ): Promise<'handled' | 'duplicate'> {
    const { consumer, db, logger } = this.options;
    const { before, write, afterCommit } = subscription.steps;
    const event = { ...envelope, data };
    return withSpan(
      `consume ${subject}`,
      {
        kind: SpanKind.CONSUMER,
        parent: extractTraceContext(headers),
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': subject,
          'messaging.message.id': envelope.id,
        },
      },
      async () => {
        let prepared: unknown;
        if (before) {
          if (await this.seen(envelope.id)) return 'duplicate' as const;
          prepared = await before(event);
        }
        const outcome = await db.transaction().execute(async (trx) => {
          const inserted = await sql<{ event_id: string }>`
            INSERT INTO inbox (event_id, consumer, subject) VALUES (${envelope.id}, ${consumer}, ${subject})
            ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
          if (inserted.rows.length === 0) return { handled: false as const };
          return { handled: true as const, result: await write(event, trx, prepared) };
        });
        if (!outcome.handled) return 'duplicate' as const;
        if (afterCommit) {
          try {
            await afterCommit(event, outcome.result);
          } catch (err) {
            // Committed: a redelivery would be a duplicate, so this is only told.
            logger.error({ err, subject, eventId: envelope.id }, 'event afterCommit failed');
          }
        }
        return 'handled' as const;
      },
    );
  }

  private async seen(eventId: string): Promise<boolean> {
    const { rows } = await sql<{ seen: boolean }>`
      SELECT true AS seen FROM inbox WHERE event_id = ${eventId} AND consumer = ${this.options.consumer}`.execute(
      this.options.db,
    );
    return rows.length > 0;
  }

  /**
   * Publishes the dead letter and hands it to the hook, then terminates the delivery. If neither
   * could record it, the delivery is retried on one of the spare deliveries; on the last one the
   * full entry goes to the log so that nothing disappears silently.
   */
  private async deadLetter(
    msg: JsMsg,
    subject: string,
    key: string,
    payload: unknown,
    cause: unknown,
    attempts: number,
  ): Promise<ProcessOutcome> {
    const { js, prefix, consumer, logger, onDeadLetter } = this.options;
    const error = cause instanceof Error ? cause.message : String(cause);
    const entry: DeadLetterEntry = {
      source: 'event',
      name: subject,
      key,
      payload,
      error,
      attempts,
    };
    let recorded = false;
    try {
      await publishDeadLetter(js, prefix, {
        consumer,
        subject,
        eventId: key,
        attempts,
        error,
        deadLetteredAt: new Date().toISOString(),
        payload,
      });
      recorded = true;
    } catch (err) {
      logger.error({ err, subject, key }, 'dead letter could not be published');
    }
    if (onDeadLetter) {
      try {
        await onDeadLetter(entry);
        recorded = true;
      } catch (err) {
        logger.error({ err, subject, key }, 'dead-letter hook failed');
      }
    }
    const lastDelivery = msg.info.redeliveryCount >= this.maxDeliver + DEAD_LETTER_SPARE_DELIVERIES;
    if (!recorded && !lastDelivery) {
      msg.nak(1000);
      return 'failed';
    }
    if (!recorded) logger.fatal({ entry }, 'dead letter lost: recorded nowhere but this log');
    msg.term();
    return 'dead-lettered';
  }
}

function rawPayload(msg: JsMsg): unknown {
  const text = new TextDecoder().decode(msg.data);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
