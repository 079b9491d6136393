import { AppError, type PricingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PricingDeps } from '../../app/deps.js';
import { effectiveSettings, toPlatformSettings } from '../../app/settings.js';
import { percentToBasisPoints } from '../../domain/quote.js';
import { SettingsRepository } from '../../repositories/settings.repository.js';

/** `rpc.pricing.settings.get`: public (checkout says "Service fee (10%)"). */
export function getSettingsHandler(deps: PricingDeps): RpcHandler<typeof PricingRpc.getSettings> {
  return async () => toPlatformSettings(await effectiveSettings(deps));
}

/** `rpc.pricing.settings.update`: admins only, from the actor's roles. Applies to the next quote. */
export function updateSettingsHandler(
  deps: PricingDeps,
): RpcHandler<typeof PricingRpc.updateSettings> {
  return async (request, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can change platform settings.');
    }
    const basisPoints = percentToBasisPoints(request.serviceFeePercent);
    const saved = await new SettingsRepository(deps.db).save(basisPoints, call.actor.userId);
    call.logger.info(
      { serviceFeePercent: request.serviceFeePercent, by: call.actor.userId },
      'platform service fee changed',
    );
    return toPlatformSettings(saved);
  };
}
