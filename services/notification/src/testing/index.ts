// What other packages' tests use of the notification service: the service and its email worker
// in-process, and a look at the email queue. One entry, `@arrendo/notification/testing`.
export { migrations } from '../db/migrations/index.js';
export type { EmailTransport } from '../email/transport/index.js';
export { startWorkerApp, type WorkerApp } from '../worker-app.js';
export { emailQueue, startNotificationService } from './helpers.js';
