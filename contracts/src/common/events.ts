import { z } from 'zod';
import { IsoDateTime, Uuid } from './ids.js';

/** An event subject `evt.<service>.<entity>.<past-tense>` with its version and payload schema. */
export interface EventDefinition<Data extends z.ZodType = z.ZodType> {
  readonly subject: string;
  /** The producing service: its JetStream stream carries the subject. */
  readonly service: string;
  readonly version: number;
  readonly data: Data;
}

export function defineEvent<Data extends z.ZodType>(
  subject: `evt.${string}`,
  version: number,
  data: Data,
): EventDefinition<Data> {
  const service = subject.split('.')[1];
  if (!service) throw new Error(`Event subject ${subject} does not name its service`);
  return { subject, service, version, data };
}

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
