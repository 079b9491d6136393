import { context } from '@opentelemetry/api';
import { core } from '@opentelemetry/sdk-node';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** Jobs by state, as BullMQ's `getJobCounts` reports them. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface QueueDepth {
  queue: string;
  counts: Partial<Record<QueueState, number>>;
}

export interface OutboxBacklog {
  /** Unpublished rows. */
  rows: number;
  /** Age of the oldest unpublished row, 0 when there is none. */
  oldestSeconds: number;
}

type QueueSource = () => Promise<QueueDepth[]>;
type OutboxSource = () => Promise<OutboxBacklog>;

const queueSources = new Set<QueueSource>();
const outboxSources = new Map<string, OutboxSource>();

/**
 * Scrapes ask Redis and Postgres themselves; those reads are not the system's work, so they
 * leave no spans (each would otherwise be a trace of its own every 15 s).
 */
function untraced<T>(fn: () => Promise<T>): Promise<T> {
  return context.with(core.suppressTracing(context.active()), fn);
}

/** Reads every source; one that fails (Redis or Postgres down) is left out of this scrape. */
async function settled<T>(reads: (() => Promise<T>)[]): Promise<T[]> {
  const results = await Promise.allSettled(reads.map((read) => untraced(read)));
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

new Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs in each BullMQ queue this process works, by state (read from Redis on scrape).',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const depths = (await settled([...queueSources])).flat();
    for (const { queue, counts } of depths) {
      for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
    }
  },
});

/**
 * Both outbox gauges come from one read per scrape: prom-client collects metrics concurrently,
 * so the read is shared while it is in flight instead of being run twice.
 */
let outboxRead: Promise<[string, OutboxBacklog][]> | undefined;
function readOutboxes(): Promise<[string, OutboxBacklog][]> {
  outboxRead ??= (async () => {
    const entries = [...outboxSources.entries()];
    const results = await Promise.allSettled(entries.map(([, source]) => untraced(source)));
    return entries.flatMap(([service], index): [string, OutboxBacklog][] => {
      const result = results[index];
      return result?.status === 'fulfilled' ? [[service, result.value]] : [];
    });
  })().finally(() => {
    outboxRead = undefined;
  });
  return outboxRead;
}

new Gauge({
  name: 'outbox_unpublished_rows',
  help: 'Outbox rows not yet published to JetStream, per service (read on scrape).',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [service, backlog] of await readOutboxes()) this.set({ service }, backlog.rows);
  },
});

new Gauge({
  name: 'outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest unpublished outbox row per service: how far events lag behind commits (0 when none).',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [service, backlog] of await readOutboxes()) {
      this.set({ service }, backlog.oldestSeconds);
    }
  },
});

/** Adds a process's queues to `bullmq_queue_jobs`; returns the removal. */
export function reportQueueDepth(source: QueueSource): () => void {
  queueSources.add(source);
  return () => queueSources.delete(source);
}

/** Adds a service's outbox to the outbox gauges; returns the removal. */
export function reportOutboxBacklog(service: string, source: OutboxSource): () => void {
  outboxSources.set(service, source);
  return () => {
    if (outboxSources.get(service) === source) outboxSources.delete(service);
  };
}
