import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface ProcessDefinition {
  /** Shown as the log prefix. */
  name: string;
  /** Entry file relative to the repository root, run with tsx. */
  entry: string;
}

/** Every process of the system, in start order (the BFF last: it calls the others). */
export const PROCESSES: readonly ProcessDefinition[] = [
  { name: 'listing', entry: 'services/listing/src/main.ts' },
  { name: 'booking', entry: 'services/booking/src/main.ts' },
  { name: 'pricing', entry: 'services/pricing/src/main.ts' },
  { name: 'payment', entry: 'services/payment/src/main.ts' },
  { name: 'identity', entry: 'services/identity/src/main.ts' },
  { name: 'notification', entry: 'services/notification/src/main.ts' },
  { name: 'email-worker', entry: 'services/notification/src/worker.ts' },
  { name: 'messaging', entry: 'services/messaging/src/main.ts' },
  // Admin stress tests (decision 0052): runs load against this deployment's own BFF.
  { name: 'stress', entry: 'loadtest/src/stress/main.ts' },
  { name: 'bff', entry: 'bff/src/server.ts' },
];

/**
 * The demo seed: a one-shot job run after the services start (it waits for them itself) when
 * SEED_DEMO_DATA is not false. Idempotent, so every start runs it and only the first creates.
 */
export const SEED_JOB: ProcessDefinition = { name: 'seed', entry: 'infra/seed/src/main.ts' };

/** The processes whose entry file exists: the launcher runs whatever part of the system is there. */
export function availableProcesses(
  repoRoot: string,
  exists: (path: string) => boolean = existsSync,
): ProcessDefinition[] {
  return PROCESSES.filter((process) => exists(join(repoRoot, process.entry)));
}
