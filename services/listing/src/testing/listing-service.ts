import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type ListingEnv } from '../env.js';
import { registerPhotoHandlers } from '../photo-handlers.js';
import { registerHandlers } from '../service.js';

/**
 * The listing service in-process on `env` (built with the kit's `testEnv`). `photosOnly`: just the
 * photo commands, as the BFF's photo tests need (no search projection, no event consumers).
 */
export function startListingService(
  env: Record<string, string | undefined>,
  options: { photosOnly?: boolean } = {},
): Promise<RunningService<DB, ListingEnv>> {
  return startService({
    name: 'listing',
    migrations,
    envSchema,
    register: options.photosOnly ? registerPhotoHandlers : registerHandlers,
    overrides: { env },
  });
}
