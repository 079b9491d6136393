import { onShutdownSignal } from '@arrendo/kit';
import { EMAIL_WORKER, startWorkerApp } from './worker-app.js';
import type { WorkerApp } from './worker-app.js';

// The email worker: a process of its own so that sending mail scales (and fails) apart from the
// service, and so that only it holds OTP_DELIVERY_KEY. SIGTERM lets the jobs in progress finish.
let app: WorkerApp;
try {
  app = await startWorkerApp();
} catch (error) {
  console.error(
    `[${EMAIL_WORKER}] failed to start:`,
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
onShutdownSignal(() => app.stop());
