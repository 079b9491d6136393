import { LIMITS, ListingRpc, lookupRate, type PricingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PricingDeps } from '../../app/deps.js';
import { ratesNow } from '../../app/rates.js';
import { effectiveSettings } from '../../app/settings.js';
import { buildQuote } from '../../domain/quote.js';

/**
 * `rpc.pricing.quote.compute`: the listing's price and fees come from the listing service,
 * asked with the caller's actor, so a draft or unlisted listing is NOT_FOUND to anyone but its
 * host and admins (their preview); nobody sends a price.
 */
export function quoteHandler(deps: PricingDeps): RpcHandler<typeof PricingRpc.quote> {
  return async (request, call) => {
    const [property, settings, rates] = await Promise.all([
      deps.client.call(ListingRpc.getProperty, { id: request.propertyId }, { actor: call.actor }),
      effectiveSettings(deps),
      ratesNow(deps),
    ]);
    return buildQuote({
      listing: property,
      slot: request.slot,
      guests: request.guests,
      serviceFeeBasisPoints: settings.serviceFeeBasisPoints,
      vatPercent: LIMITS.vatPercent,
      display: {
        currency: request.currency,
        rate: lookupRate('CLP', request.currency, rates.rates),
        ratesAt: rates.fetchedAt,
      },
    });
  };
}
