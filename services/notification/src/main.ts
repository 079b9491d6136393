import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import { emailEnvSchema } from './env.js';
import { registerHandlers } from './service.js';

// The service: event consumers that queue emails, and the notification RPCs. Emails themselves
// are sent by the separate worker process (src/worker.ts).
await runService<DB, typeof emailEnvSchema>({
  name: 'notification',
  migrations,
  envSchema: emailEnvSchema,
  register: registerHandlers,
});
