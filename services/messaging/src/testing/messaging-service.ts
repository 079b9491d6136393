import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { messagingEnvSchema, type MessagingEnv } from '../env.js';
import { registerHandlers } from '../service.js';

/** The real messaging service in this process (integration tests of it and of the BFF). */
export function startMessagingService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, MessagingEnv>> {
  return startService<DB, typeof messagingEnvSchema>({
    name: 'messaging',
    migrations,
    envSchema: messagingEnvSchema,
    register: registerHandlers,
    overrides: { env },
  });
}
