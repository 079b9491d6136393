import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker, type Job } from 'bullmq';
import { withTimeout } from '../health.js';
import type { Logger } from '../logger.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { queueNameFor, SCHEDULE_QUEUE } from './definition.js';
import { closeGracefully, InFlight } from './graceful.js';
import { producerConnection, throttled, workerConnection } from './redis.js';

export interface ScheduleTick {
  /** The instant this run was planned for (not when it started). */
  scheduledAt: Date;
  logger: Logger;
}

/** Periodic work run once per tick across every replica of the service. */
export interface ScheduledTask {
  /** Unique within the service, e.g. `holds.expire`; the BullMQ job scheduler id. */
  name: string;
  /** Every this many ms (aligned to multiples of it, so replicas agree on the ticks)… */
  every?: number;
  /** …or a cron pattern (`0 3 * * *`), evaluated in `tz` (default UTC). */
  cron?: string;
  tz?: string;
  /** Should be idempotent: a worker that dies mid-run makes BullMQ run the tick again. */
  handler(tick: ScheduleTick): Promise<void>;
}

export interface SchedulerOptions {
  service: string;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  /** Delay between attempts to register the schedules while Redis is unreachable. */
  retryMs?: number;
}

/** BullMQ waits for a connection forever; registration must give up and retry instead. */
function bounded<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  return withTimeout(promise, ms);
}

/** BullMQ names each tick's job `repeat:<scheduler>:<tick millis>`. */
function tickOf(job: Job): number {
  const millis = Number(job.id?.split(':').at(-1));
  return Number.isFinite(millis) && millis > 0 ? millis : job.timestamp;
}

function sameRepeat(
  current: { every?: number | undefined; pattern?: string | undefined; tz?: string | undefined },
  wanted: { every?: number; pattern?: string; tz?: string },
): boolean {
  return (
    current.every === wanted.every &&
    current.pattern === wanted.pattern &&
    (current.tz ?? undefined) === wanted.tz
  );
}

const TASK_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;

/**
 * `ctx.schedule(...)`: BullMQ job schedulers on the service's `<service>.schedules` queue. A
 * scheduler produces exactly one job per tick and one worker takes it, so a task runs once per
 * cluster however many replicas declare it. At start every replica upserts the tasks it declares
 * (same id → same scheduler) and removes schedulers no task declares any more. Registration
 * retries in the background, so a service starts even while Redis is down.
 */
export class Scheduler {
  private readonly tasks = new Map<string, ScheduledTask>();
  private queue: Queue | undefined;
  private worker: { worker: Worker; inFlight: InFlight } | undefined;
  private readonly stopping = new AbortController();
  private sync: Promise<void> = Promise.resolve();

  constructor(private readonly options: SchedulerOptions) {}

  get queueName(): string {
    return queueNameFor(this.options.service, SCHEDULE_QUEUE);
  }

  schedule(task: ScheduledTask): void {
    if (this.queue) throw new Error(`Schedule ${task.name} declared after the service started`);
    if (!TASK_NAME.test(task.name)) throw new Error(`Invalid scheduled task name: ${task.name}`);
    if (this.tasks.has(task.name)) throw new Error(`Scheduled task ${task.name} declared twice`);
    if ((task.every === undefined) === (task.cron === undefined)) {
      throw new Error(`Scheduled task ${task.name} needs exactly one of every and cron`);
    }
    if (task.every !== undefined && (!Number.isInteger(task.every) || task.every < 100)) {
      throw new Error(`Scheduled task ${task.name}: every must be an integer ≥ 100 ms`);
    }
    this.tasks.set(task.name, task);
  }

  get names(): string[] {
    return [...this.tasks.keys()];
  }

  start(): void {
    const { redisUrl, prefix, logger } = this.options;
    const onError = throttled(10_000, (err) =>
      logger.error({ err, queue: this.queueName }, 'scheduler connection error'),
    );
    this.queue = new Queue(this.queueName, { connection: producerConnection(redisUrl), prefix });
    this.queue.on('error', onError);
    const worker: Worker = new Worker(
      this.queueName,
      (job) => inFlight.run(job.id ?? '', () => this.run(job)),
      { connection: workerConnection(redisUrl), prefix, concurrency: Math.max(1, this.tasks.size) },
    );
    const inFlight = new InFlight(worker);
    worker.on('error', onError);
    this.worker = { worker, inFlight };
    this.sync = this.register();
  }

  /** Resolves once this process's tasks are registered (tests wait on it). */
  async synced(): Promise<void> {
    await this.sync;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    // A registration stuck on an unreachable Redis is abandoned, not awaited.
    await Promise.race([this.sync.catch(() => undefined), sleep(1000)]);
    if (this.worker) await closeGracefully([this.worker]);
    await this.queue?.close();
  }

  /** Upserts the declared tasks and removes schedulers of tasks no longer declared. */
  private async register(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    for (;;) {
      try {
        for (const task of this.tasks.values()) {
          const repeat =
            task.every !== undefined
              ? { every: task.every }
              : { pattern: task.cron ?? '', tz: task.tz ?? 'UTC' };
          // Upserting an `every` scheduler runs it at once: a restarting replica must not.
          const current = await bounded(queue.getJobScheduler(task.name));
          if (current && sameRepeat(current, repeat)) continue;
          await bounded(
            queue.upsertJobScheduler(task.name, repeat, {
              name: task.name,
              data: {},
              opts: { attempts: 1, removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } },
            }),
          );
        }
        const existing = await bounded(queue.getJobSchedulers());
        for (const scheduler of existing) {
          if (this.tasks.has(scheduler.key)) continue;
          await bounded(queue.removeJobScheduler(scheduler.key));
          this.options.logger.info(
            { task: scheduler.key },
            'removed the schedule of a removed task',
          );
        }
        return;
      } catch (err) {
        if (this.stopping.signal.aborted) return;
        this.options.logger.warn({ err }, 'could not register scheduled tasks; retrying');
        await sleep(this.options.retryMs ?? 5000, undefined, {
          signal: this.stopping.signal,
        }).catch(() => undefined);
        if (this.stopping.signal.aborted) return;
      }
    }
  }

  private async run(job: Job): Promise<void> {
    const task = this.tasks.get(job.name);
    const logger = this.options.logger.child({ task: job.name });
    if (!task) {
      // A replica of another release still declares it; the next registration removes it.
      logger.warn('no handler here for this scheduled task; skipped');
      return;
    }
    const scheduledAt = new Date(tickOf(job));
    await withSpan(
      `schedule ${task.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: { 'messaging.system': 'bullmq', 'messaging.message.id': job.id ?? '' },
      },
      async () => {
        try {
          await task.handler({ scheduledAt, logger });
        } catch (err) {
          // Not a dead letter: the next tick runs the task again.
          logger.error({ err, scheduledAt }, 'scheduled task failed');
          throw err;
        }
      },
    );
  }
}
