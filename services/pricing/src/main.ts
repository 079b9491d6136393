import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import { envSchema } from './env.js';
import { registerHandlers } from './service.js';

await runService({
  name: 'pricing',
  migrations,
  envSchema,
  register: registerHandlers,
});
