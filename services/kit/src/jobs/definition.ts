import type { z } from 'zod';

/** What BullMQ keeps after a job ends: `true` removes it at once; otherwise by age (s) / count. */
export type KeepPolicy = true | { age: number; count?: number };

/** How a job is retried and how long Redis keeps it. */
export interface JobPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Delay before the first retry; it doubles with each further retry. */
  backoffMs: number;
  removeOnComplete: KeepPolicy;
  /**
   * After the last attempt. A dead job can be retried from the operators' list only while it is
   * kept; jobs whose data is sensitive should go soon.
   */
  removeOnFail: KeepPolicy;
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  attempts: 5,
  backoffMs: 1000,
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Unique within the service, e.g. `email.send`. Workers dispatch on it. */
  readonly name: string;
  /**
   * The service queue it travels on (BullMQ queue `<service>.<queue>`). One worker per queue
   * and process: jobs that must run in their own process get their own queue.
   */
  readonly queue: string;
  /** Validated when enqueued and again in the worker; invalid data fails for good. */
  readonly data: S;
  readonly policy: JobPolicy;
  /** What operators see of a dead job's data; the kit redacts it on top. Defaults to the data. */
  readonly summarize?: (data: z.output<S>) => unknown;
}

export interface JobSpec<S extends z.ZodType> {
  name: string;
  queue?: string;
  data: S;
  policy?: Partial<JobPolicy>;
  summarize?: (data: z.output<S>) => unknown;
}

const JOB_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;
const QUEUE_NAME = /^[a-z][a-z0-9-]*$/;
/** The kit's own queue for scheduled tasks. */
export const SCHEDULE_QUEUE = 'schedules';

/** A typed job, declared once at module level like an RPC or event definition. */
export function defineJob<S extends z.ZodType>(spec: JobSpec<S>): JobDefinition<S> {
  const queue = spec.queue ?? 'default';
  if (!JOB_NAME.test(spec.name)) throw new Error(`Invalid job name: ${spec.name}`);
  if (!QUEUE_NAME.test(queue) || queue === SCHEDULE_QUEUE) {
    throw new Error(`Invalid queue for job ${spec.name}: ${queue}`);
  }
  const policy = { ...DEFAULT_JOB_POLICY, ...spec.policy };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) {
    throw new Error(`Job ${spec.name}: attempts must be a positive integer`);
  }
  return {
    name: spec.name,
    queue,
    data: spec.data,
    policy,
    ...(spec.summarize ? { summarize: spec.summarize } : {}),
  };
}

/** The BullMQ queue name: services sharing one Redis and prefix never share a queue. */
export function queueNameFor(service: string, queue: string): string {
  return `${service}.${queue}`;
}

/**
 * Job ids are fixed by the caller (a code id, a booking id…) so a second `add` of the same work
 * collapses into the first. BullMQ refuses ids with ':' and ids that are integers.
 */
export function assertJobId(id: string): void {
  if (id.length === 0 || id.length > 200) throw new Error('Job id must have 1–200 characters');
  if (id.includes(':')) throw new Error(`Job id must not contain ':' (${id})`);
  if (/^\d+$/.test(id)) throw new Error(`Job id must not be an integer (${id})`);
}
