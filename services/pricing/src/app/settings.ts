import type { Kysely } from 'kysely';
import type { PlatformSettings } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import { basisPointsToPercent, percentToBasisPoints } from '../domain/quote.js';
import { SettingsRepository } from '../repositories/settings.repository.js';
import type { PricingDeps } from './deps.js';

export interface EffectiveSettings {
  serviceFeeBasisPoints: number;
  showTaxIncludedByDefault: boolean;
  updatedAt: Date | null;
}

/**
 * The saved settings, or the defaults (`updatedAt: null`) before an admin saves any: the env's
 * fee, prices shown without taxes. Read from the table on every call (one primary-key row), so
 * a change is in force for the very next quote on every instance, with no cache to invalidate.
 */
export async function effectiveSettings(
  deps: Pick<PricingDeps, 'db' | 'env'>,
  options: { db?: Kysely<DB>; lock?: boolean } = {},
): Promise<EffectiveSettings> {
  const stored = await new SettingsRepository(options.db ?? deps.db).get({
    lock: options.lock ?? false,
  });
  return (
    stored ?? {
      serviceFeeBasisPoints: percentToBasisPoints(deps.env.PLATFORM_SERVICE_FEE_PERCENT),
      showTaxIncludedByDefault: false,
      updatedAt: null,
    }
  );
}

export function toPlatformSettings(settings: EffectiveSettings): PlatformSettings {
  return {
    serviceFeePercent: basisPointsToPercent(settings.serviceFeeBasisPoints),
    showTaxIncludedByDefault: settings.showTaxIncludedByDefault,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
