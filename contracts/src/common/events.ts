import { z } from 'zod';
import { IsoDateTime, Uuid } from './ids.js';
import { parseSubject } from './subjects.js';

/** An event subject `evt.<service>.<entity>.<past-tense>` with its version and payload schema. */
export interface EventDefinition<Data extends z.ZodType = z.ZodType> {
  readonly subject: string;
  /** The producing service: its JetStream stream carries the subject. */
  readonly service: string;
  readonly version: number;
  readonly data: Data;
}

/** Throws at definition time when the subject breaks the naming rule (`subjects.ts`). */
export function defineEvent<Data extends z.ZodType>(
  subject: `evt.${string}.${string}.${string}`,
  version: number,
  data: Data,
): EventDefinition<Data> {
  const { service } = parseSubject('evt', subject);
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`Event ${subject}: version must be a positive integer`);
  }
  return { subject, service, version, data };
}

/**
 * The events one service consumes, by handler name (e.g. `NotificationConsumedEvents`). Kept in
 * contracts so a producer can see who depends on each of its events.
 */
export type EventContract = Readonly<Record<string, EventDefinition>>;

export type EventDataOf<D> = D extends EventDefinition<infer Data> ? z.output<Data> : never;

/** The envelope every event travels in. `type` is the subject without any test prefix. */
export const EventEnvelope = z.object({
  id: Uuid,
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: IsoDateTime,
  traceparent: z.string().optional(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };
