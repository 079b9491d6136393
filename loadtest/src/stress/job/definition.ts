import { defineJob } from '@arrendo/kit';
import { GetStressRunRequest, STRESS_QUEUE } from '@arrendo/contracts';

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * One run, on the BullMQ queue `stress.stress-tests` (job id = run id: a second enqueue of the
 * same run adds nothing). Never retried: a run that failed is a result; a worker that died
 * mid-run makes BullMQ hand the job out again, and the handler then fails the run and removes
 * its data instead of running it twice.
 */
export const RunStressTest = defineJob({
  name: 'stress.run',
  queue: STRESS_QUEUE,
  data: GetStressRunRequest,
  policy: {
    attempts: 1,
    removeOnComplete: { age: WEEK_SECONDS, count: 200 },
    removeOnFail: { age: WEEK_SECONDS },
  },
});
