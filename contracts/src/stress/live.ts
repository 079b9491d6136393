/**
 * What the stress service publishes on core NATS (not JetStream: progress is worth nothing once
 * late) for the BFF's SSE streams: `live.stress.<runId>` (after the environment's subject
 * prefix), each message a `StressRunEvent`. A late subscriber first reads the run itself
 * (`StressRpc.get`): the stored run has every sample so far.
 */
export const STRESS_LIVE_SUBJECT_ROOT = 'live.stress';

export function stressLiveSubjectFor(runId: string): string {
  return `${STRESS_LIVE_SUBJECT_ROOT}.${runId}`;
}

/** The BullMQ queue the stress service works (one job per run, job id = run id). */
export const STRESS_QUEUE = 'stress-tests';
