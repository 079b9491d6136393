import type { PricingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PricingDeps } from '../../app/deps.js';
import { ratesNow } from '../../app/rates.js';

/** `rpc.pricing.rates.get`: the last live rates while fresh enough, else the fallback table. */
export function ratesHandler(deps: PricingDeps): RpcHandler<typeof PricingRpc.rates> {
  return async () => ratesNow(deps);
}
