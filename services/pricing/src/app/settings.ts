import type { PlatformSettings } from '@arrendo/contracts';
import { basisPointsToPercent, percentToBasisPoints } from '../domain/quote.js';
import { SettingsRepository } from '../repositories/settings.repository.js';
import type { PricingDeps } from './deps.js';

export interface EffectiveSettings {
  serviceFeeBasisPoints: number;
  updatedAt: Date | null;
}

/** The saved settings, or the env default (`updatedAt: null`) before an admin saves any. */
export async function effectiveSettings(deps: PricingDeps): Promise<EffectiveSettings> {
  const stored = await new SettingsRepository(deps.db).get();
  return (
    stored ?? {
      serviceFeeBasisPoints: percentToBasisPoints(deps.env.PLATFORM_SERVICE_FEE_PERCENT),
      updatedAt: null,
    }
  );
}

export function toPlatformSettings(settings: EffectiveSettings): PlatformSettings {
  return {
    serviceFeePercent: basisPointsToPercent(settings.serviceFeeBasisPoints),
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
