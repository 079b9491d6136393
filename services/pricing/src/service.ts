import { PricingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
import type { PricingDeps } from './app/deps.js';
import { refreshIfStale } from './app/rates.js';
import type { DB } from './db/types.js';
import type { PricingEnv } from './env.js';
import { quoteHandler } from './handlers/rpc/quote.js';
import { ratesHandler } from './handlers/rpc/rates.js';
import { getSettingsHandler, updateSettingsHandler } from './handlers/rpc/settings.js';
import { refreshRatesTask } from './jobs/refresh-rates.js';
import { ratesClientFor, type RatesClient } from './rates/client.js';

export interface PricingOverrides {
  /** Tests swap the rates source; by default it follows `RATES_API_URL`. */
  rates?: RatesClient;
  now?: () => Date;
}

export function pricingDeps(
  ctx: ServiceContext<DB, PricingEnv>,
  overrides: PricingOverrides = {},
): PricingDeps {
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    rates: overrides.rates ?? ratesClientFor(ctx.env),
    now: overrides.now ?? (() => new Date()),
  };
}

export function registerHandlers(ctx: ServiceContext<DB, PricingEnv>): void {
  wire(ctx, pricingDeps(ctx));
}

/** The one place handlers meet subjects; `registerHandlers` with the real dependencies. */
export function wire(ctx: ServiceContext<DB, PricingEnv>, deps: PricingDeps): void {
  registerRpcHandlers(ctx, PricingRpc, {
    quote: quoteHandler(deps),
    rates: ratesHandler(deps),
    getSettings: getSettingsHandler(deps),
    updateSettings: updateSettingsHandler(deps),
  });
  if (deps.rates.kind === 'embedded') {
    ctx.logger.info('RATES_API_URL is not set: answering the fallback exchange rates');
    return;
  }
  ctx.schedule(refreshRatesTask(deps));
  // Not awaited: the service answers (with the stored or fallback rates) while the API is
  // slow or down; stopping waits for it so the pool is not closed under its feet.
  const initial = refreshIfStale(deps).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'exchange rates: refresh at start failed');
  });
  ctx.onStop(() => initial.then(() => undefined));
}
