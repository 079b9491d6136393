import type { Logger, RpcClient } from '@arrendo/kit';

/** What every seed step gets. */
export interface SeedContext {
  /** Calls the services' public commands; the seed acts as the system (see `call-system.ts`). */
  client: RpcClient;
  logger: Logger;
  /** Where listing photos are written (the BFF serves it under PUBLIC_MEDIA_BASE). */
  mediaDir: string;
  publicMediaBase: string;
  /** Listings' created_at spreads over the months before this instant. */
  now: Date;
  /** How long a call keeps retrying a service that does not answer yet. */
  waitMs: number;
  /** The demo host's and guest's password (SEED_DEMO_PASSWORD); DEFAULT_DEMO_PASSWORD if unset. */
  demoPassword?: string;
}
