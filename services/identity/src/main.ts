import { runService } from '@arrendo/kit';
import type { DB } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { envSchema } from './env.js';
import { registerHandlers } from './service.js';

await runService<DB, typeof envSchema>({
  name: 'identity',
  migrations,
  envSchema,
  register: registerHandlers,
});
