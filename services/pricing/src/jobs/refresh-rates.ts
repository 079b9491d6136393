import type { ScheduledTask } from '@arrendo/kit';
import type { PricingDeps } from '../app/deps.js';
import { refreshRates } from '../app/rates.js';

/** Fetches the rates every `RATES_REFRESH_MINUTES` (spec §9: an hour), once per cluster. */
export function refreshRatesTask(deps: PricingDeps): ScheduledTask {
  return {
    name: 'rates.refresh',
    every: deps.env.RATES_REFRESH_MINUTES * 60_000,
    async handler({ logger }) {
      // Half an interval: a tick just after the refresh at start (or another replica's) skips.
      const outcome = await refreshRates(
        { ...deps, logger },
        { ifOlderThanMs: (deps.env.RATES_REFRESH_MINUTES * 60_000) / 2 },
      );
      if (outcome.status === 'updated') logger.info('exchange rates refreshed');
    },
  };
}
