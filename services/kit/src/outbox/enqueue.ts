import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { z } from 'zod';
import type { EventDefinition, EventEnvelope } from '@arrendo/contracts';
import { currentTraceparent } from '../telemetry/propagation.js';

export interface EnqueueOptions {
  id?: string;
  occurredAt?: Date;
}

/**
 * Writes an event into the outbox of the current transaction: the state change and its event
 * commit together or not at all. The relay publishes it afterwards.
 */
export async function enqueueEvent<D extends EventDefinition>(
  trx: QueryExecutorProvider,
  definition: D,
  data: z.input<D['data']>,
  options: EnqueueOptions = {},
): Promise<EventEnvelope<z.output<D['data']>>> {
  const parsed = definition.data.parse(data) as z.output<D['data']>;
  const traceparent = currentTraceparent();
  const envelope: EventEnvelope<z.output<D['data']>> = {
    id: options.id ?? randomUUID(),
    type: definition.subject,
    version: definition.version,
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    ...(traceparent ? { traceparent } : {}),
    data: parsed,
  };
  await sql`INSERT INTO outbox (id, subject, envelope) VALUES (${envelope.id}, ${definition.subject}, ${JSON.stringify(envelope)}::jsonb)`.execute(
    trx,
  );
  // Delivered at commit: wakes the relay at once instead of at its next poll.
  await sql`SELECT pg_notify('outbox_' || current_schema(), '')`.execute(trx);
  return envelope;
}
