import { randomUUID } from 'node:crypto';
import type { EventDefinition } from '@arrendo/contracts';
import type { NatsConnection } from 'nats';

/** Publishes an event as its producer's outbox relay would (kit envelope, the test's prefix). */
export async function publishEvent<D extends EventDefinition>(
  nc: NatsConnection,
  prefix: string,
  definition: D,
  data: unknown,
): Promise<string> {
  const id = randomUUID();
  const envelope = {
    id,
    type: definition.subject,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    data,
  };
  await nc.jetstream().publish(`${prefix}${definition.subject}`, JSON.stringify(envelope), {
    msgID: id,
  });
  return id;
}
