import { PricingEvents, type ExchangeRates } from '@arrendo/contracts';
import { enqueueEvent, withSessionAdvisoryLock } from '@arrendo/kit';
import { currentRates } from '../domain/rates.js';
import { RatesUnavailableError } from '../rates/client.js';
import { RatesRepository } from '../repositories/rates.repository.js';
import type { PricingDeps } from './deps.js';

export type RefreshOutcome =
  | { status: 'updated'; rates: ExchangeRates }
  | { status: 'fresh' }
  | { status: 'busy' }
  | { status: 'not-configured' }
  | { status: 'failed'; reason: string };

const REFRESH_LOCK = 'pricing.rates.refresh';

/**
 * Asks the rates client once; live rates replace the stored ones and are announced
 * (`evt.pricing.rates.updated`) in the same transaction. A failure keeps what was stored: those
 * rates are answered until `RATES_MAX_AGE_HOURS`, then the fallback table.
 *
 * Refreshes are serialised across replicas by a session advisory lock, and `ifOlderThanMs`
 * skips one when the stored rates are younger (checked under the lock): the refresh at start
 * and the scheduler's first tick, which BullMQ runs at once for a new scheduler, then fetch once.
 */
export async function refreshRates(
  deps: PricingDeps,
  options: { ifOlderThanMs?: number } = {},
): Promise<RefreshOutcome> {
  if (deps.rates.kind === 'embedded') return { status: 'not-configured' };
  const locked = await withSessionAdvisoryLock(
    deps.db,
    REFRESH_LOCK,
    async (db): Promise<RefreshOutcome> => {
      if (options.ifOlderThanMs !== undefined) {
        const stored = await new RatesRepository(db).latest();
        const age = stored ? deps.now().getTime() - stored.fetchedAt.getTime() : Infinity;
        if (age < options.ifOlderThanMs) return { status: 'fresh' };
      }
      let latest;
      try {
        latest = await deps.rates.latest();
      } catch (error) {
        if (!(error instanceof RatesUnavailableError)) throw error;
        // Expected while the API is down: one line, not a stack, every interval.
        deps.logger.warn(
          { reason: error.message },
          'exchange rates not refreshed; keeping the last ones',
        );
        return { status: 'failed', reason: error.message };
      }
      const fetchedAt = deps.now();
      const rates: ExchangeRates = {
        rates: latest.rates,
        fetchedAt: fetchedAt.toISOString(),
        source: 'live',
      };
      await db.transaction().execute(async (trx) => {
        await new RatesRepository(trx).replace(latest.rates, fetchedAt);
        await enqueueEvent(trx, PricingEvents.RATES_UPDATED, rates);
      });
      return { status: 'updated', rates };
    },
    // Longer than the three parallel fetches take at worst (each one `RATES_TIMEOUT_MS`).
    { waitMs: deps.env.RATES_TIMEOUT_MS + 2000, retryMs: 100 },
  );
  return locked.acquired ? locked.value : { status: 'busy' };
}

/** At start: fetch unless the stored rates are younger than one refresh interval. */
export function refreshIfStale(deps: PricingDeps): Promise<RefreshOutcome> {
  return refreshRates(deps, { ifOlderThanMs: deps.env.RATES_REFRESH_MINUTES * 60_000 });
}

/** What `rates` and quotes use now. */
export async function ratesNow(deps: PricingDeps): Promise<ExchangeRates> {
  const stored = await new RatesRepository(deps.db).latest();
  return currentRates(stored, deps.now(), deps.env.RATES_MAX_AGE_HOURS * 3_600_000);
}
