import { onShutdownSignal } from '@arrendo/kit';
import { startWorkerApp } from './worker-app.js';
import type { WorkerApp } from './worker-app.js';

// The email worker: a process of its own so that sending mail scales (and fails) apart from the
// service. SIGTERM lets the jobs in progress finish (worker.close) before exiting.
let app: WorkerApp;
try {
  app = await startWorkerApp();
} catch (error) {
  console.error(
    '[notification-worker] failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
onShutdownSignal(() => app.stop());
