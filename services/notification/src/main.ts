import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import { emailEnvSchema } from './env.js';
import { notificationService } from './service.js';

// The service: event consumers that queue emails, the notification RPCs and the new-messages
// digest jobs. Emails themselves are sent by the separate worker process (src/worker.ts).
await runService<DB, typeof emailEnvSchema>({
  name: 'notification',
  migrations,
  envSchema: emailEnvSchema,
  ...notificationService(),
});
