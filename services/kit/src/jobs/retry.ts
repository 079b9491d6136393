import { AppError } from '@arrendo/contracts';
import { Job } from 'bullmq';
import type { DeadLetterRetrier } from '../dead-letters/admin.js';
import type { JobProducer } from './producer.js';

/**
 * Retries a dead job from the copy BullMQ keeps in its failed set (the dead letter holds only a
 * redacted summary, never enough to rebuild the job). A job its policy already removed cannot be
 * retried: CONFLICT.
 */
export function deadJobRetrier(producer: JobProducer): DeadLetterRetrier {
  return async (letter) => {
    if (!letter.queue) throw new AppError('CONFLICT', 'This failed job does not name its queue');
    const job = await Job.fromId(producer.queue(letter.queue), letter.key);
    if (!job) {
      throw new AppError(
        'CONFLICT',
        'This job is no longer kept in its queue (removed after failing, by its policy); it cannot be retried',
      );
    }
    const state = await job.getState();
    // Waiting, delayed, active or done: it is already back in the queue, nothing to redo.
    if (state !== 'failed') return;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  };
}
