import { runService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import { stressEnvSchema } from './env.js';
import { stressService } from './service.js';

// The stress service (decision 0052): `pnpm start` runs it as `stress`.
const stress = stressService();
await runService({
  name: 'stress',
  migrations,
  envSchema: stressEnvSchema,
  register: stress.register,
  registerJobs: stress.registerJobs,
});
