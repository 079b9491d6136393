import { startService, type RunningService } from '@arrendo/kit';
import type { Providers } from '../app/providers.js';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type PaymentEnv } from '../env.js';
import { paymentDeps, registerHandlers, registerJobs, wire } from '../service.js';

export interface PaymentServiceOptions {
  /** Wraps the providers built from the env (a test watching or failing provider calls). */
  providers?: (built: Providers) => Providers;
}

/** The payment service (its jobs too) in-process on `env` (built with the kit's `testEnv`). */
export function startPaymentService(
  env: Record<string, string | undefined>,
  options: PaymentServiceOptions = {},
): Promise<RunningService<DB, PaymentEnv>> {
  const { providers } = options;
  return startService({
    name: 'payment',
    migrations,
    envSchema,
    register: providers
      ? (ctx) => {
          const deps = paymentDeps(ctx);
          wire(ctx, { ...deps, providers: providers(deps.providers) });
        }
      : registerHandlers,
    registerJobs,
    overrides: { env },
  });
}
