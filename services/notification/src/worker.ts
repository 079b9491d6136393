import { runUntilSignal } from '@arrendo/kit';
import { EMAIL_WORKER, startWorkerApp } from './worker-app.js';

// The email worker: a process of its own so that sending mail scales (and fails) apart from the
// service, and so that only it holds OTP_DELIVERY_KEY. SIGTERM lets the jobs in progress finish.
await runUntilSignal(EMAIL_WORKER, () => startWorkerApp());
