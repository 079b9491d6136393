import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import { messagingEnvSchema } from './env.js';
import { registerHandlers } from './service.js';

// Conversations, messages and their live events; the BFF streams those to browsers over SSE.
await runService<DB, typeof messagingEnvSchema>({
  name: 'messaging',
  migrations,
  envSchema: messagingEnvSchema,
  register: registerHandlers,
});
