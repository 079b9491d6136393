import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import { envSchema } from './env.js';
import { registerHandlers, registerJobs } from './service.js';

await runService({
  name: 'payment',
  migrations,
  envSchema,
  register: registerHandlers,
  registerJobs,
});
