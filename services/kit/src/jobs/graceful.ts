import type { Worker } from 'bullmq';

/**
 * The jobs one BullMQ worker has started, until BullMQ has recorded how they ended. BullMQ's own
 * graceful `close()` never returns while Redis is unreachable, so stopping is done here: see
 * `closeGracefully`.
 */
export class InFlight {
  private readonly handlers = new Set<Promise<unknown>>();
  private readonly unsettled = new Set<string>();

  constructor(worker: Worker) {
    worker.on('completed', (job) => this.settle(job.id));
    worker.on('failed', (job) => this.settle(job?.id));
  }

  /** Runs a job's processor, tracked. */
  run<T>(jobId: string, processor: () => Promise<T>): Promise<T> {
    this.unsettled.add(jobId);
    const running = processor();
    this.handlers.add(running);
    running.then(
      () => this.handlers.delete(running),
      () => this.handlers.delete(running),
    );
    return running;
  }

  /** Waits for every running processor, then up to `settleMs` for BullMQ to record outcomes. */
  async drain(settleMs: number): Promise<void> {
    await Promise.allSettled([...this.handlers]);
    const deadline = Date.now() + settleMs;
    while (this.unsettled.size > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private settle(jobId: string | undefined): void {
    if (jobId) this.unsettled.delete(jobId);
  }
}

/**
 * Stops taking jobs, lets the running ones finish (however long their handlers take) and be
 * recorded (a few seconds at most: with Redis down they cannot be, and BullMQ's stalled-job check
 * hands them to another worker later), then closes the connections.
 */
export async function closeGracefully(
  workers: { worker: Worker; inFlight: InFlight }[],
  settleMs = 5000,
): Promise<void> {
  await Promise.allSettled(workers.map(({ worker }) => worker.pause(true)));
  await Promise.allSettled(workers.map(({ inFlight }) => inFlight.drain(settleMs)));
  await Promise.allSettled(workers.map(({ worker }) => worker.close(true)));
}
