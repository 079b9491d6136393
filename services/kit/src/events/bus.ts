import { sql, type Kysely, type Transaction } from 'kysely';
import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from 'nats';
import type { z } from 'zod';
import { EventEnvelope, type EventDefinition } from '@arrendo/contracts';
import type { Logger } from '../logger.js';
import { durableNameFor, eventSubjectsFor, stripPrefix } from '../nats/subjects.js';
import { ensureStream } from '../outbox/stream.js';
import { extractTraceContext } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { decodeJson } from '../rpc/codec.js';

export type EventHandler<D extends EventDefinition, DB> = (
  event: EventEnvelope<z.output<D['data']>>,
  trx: Transaction<DB>,
) => Promise<void>;

interface Subscription<DB> {
  definition: EventDefinition;
  handler: EventHandler<EventDefinition, DB>;
}

export interface EventBusOptions<DB> {
  db: Kysely<DB>;
  js: JetStreamClient;
  jsm: JetStreamManager;
  prefix: string;
  /** The consuming service: durable consumer name and inbox owner. */
  consumer: string;
  logger: Logger;
}

/** Backoff for a failing handler: 1 s, 2 s, 4 s … capped at 60 s. */
export function redeliveryDelayMs(redeliveryCount: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, redeliveryCount - 1));
}

/**
 * Durable, idempotent event consumption: one pull consumer per producing stream, each event
 * handled in a transaction that also records its id in `inbox`, so a redelivery changes nothing.
 */
export class EventBus<DB> {
  private readonly subscriptions = new Map<string, Subscription<DB>>();
  private readonly loops: { messages: ConsumerMessages; done: Promise<void> }[] = [];

  constructor(private readonly options: EventBusOptions<DB>) {}

  subscribe<D extends EventDefinition>(definition: D, handler: EventHandler<D, DB>): void {
    if (this.subscriptions.has(definition.subject)) {
      throw new Error(`Event ${definition.subject} has two handlers in ${this.options.consumer}`);
    }
    this.subscriptions.set(definition.subject, {
      definition,
      handler: handler as unknown as EventHandler<EventDefinition, DB>,
    });
  }

  async start(): Promise<void> {
    const { jsm, js, prefix, consumer } = this.options;
    const producers = new Set([...this.subscriptions.values()].map((s) => s.definition.service));
    for (const producer of producers) {
      const stream = await ensureStream(jsm, prefix, producer);
      const durable = durableNameFor(consumer);
      const config = {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: eventSubjectsFor(prefix, producer),
        ack_wait: nanos(30_000),
        max_ack_pending: 256,
      };
      try {
        await jsm.consumers.info(stream, durable);
      } catch {
        await jsm.consumers.add(stream, config);
      }
      const c = await js.consumers.get(stream, durable);
      const messages = await c.consume({ max_messages: 64 });
      const done = (async () => {
        for await (const msg of messages) {
          await this.process(msg);
        }
      })().catch((err: unknown) =>
        this.options.logger.error({ err, stream }, 'event consumer stopped'),
      );
      this.loops.push({ messages, done });
    }
  }

  async stop(): Promise<void> {
    for (const loop of this.loops) loop.messages.stop();
    await Promise.allSettled(this.loops.map((l) => l.done));
    this.loops.length = 0;
  }

  /** Handles one delivery. Exposed for tests that feed messages directly. */
  async process(msg: JsMsg): Promise<'handled' | 'duplicate' | 'ignored' | 'failed' | 'poison'> {
    const { logger, consumer, prefix } = this.options;
    const subject = stripPrefix(prefix, msg.subject);
    const subscription = this.subscriptions.get(subject);
    if (!subscription) {
      msg.ack();
      return 'ignored';
    }
    let envelope: EventEnvelope;
    let data: unknown;
    try {
      envelope = EventEnvelope.parse(decodeJson(msg.data));
      data = subscription.definition.data.parse(envelope.data);
    } catch (err) {
      // A message that can never be valid would otherwise be redelivered forever.
      logger.error({ err, subject, seq: msg.seq }, 'malformed event terminated');
      msg.term();
      return 'poison';
    }
    try {
      const outcome = await withSpan(
        `consume ${subject}`,
        {
          kind: SpanKind.CONSUMER,
          parent: extractTraceContext(msg.headers),
          attributes: {
            'messaging.system': 'nats',
            'messaging.destination.name': subject,
            'messaging.message.id': envelope.id,
          },
        },
        async () =>
          this.options.db.transaction().execute(async (trx) => {
            const inserted = await sql<{ event_id: string }>`
              INSERT INTO inbox (event_id, consumer, subject) VALUES (${envelope.id}, ${consumer}, ${subject})
              ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
            if (inserted.rows.length === 0) return 'duplicate' as const;
            await subscription.handler({ ...envelope, data }, trx);
            return 'handled' as const;
          }),
      );
      msg.ack();
      return outcome;
    } catch (err) {
      const count = msg.info.redeliveryCount;
      logger.error(
        { err, subject, eventId: envelope.id, attempt: count },
        'event handler failed; will retry',
      );
      msg.nak(redeliveryDelayMs(count));
      return 'failed';
    }
  }
}
