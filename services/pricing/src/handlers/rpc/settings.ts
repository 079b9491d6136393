import { AppError, type Actor, type PricingRpc } from '@arrendo/contracts';
import { inTransaction, recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { PricingDeps } from '../../app/deps.js';
import {
  effectiveSettings,
  toPlatformSettings,
  type EffectiveSettings,
} from '../../app/settings.js';
import type { DB } from '../../db/types.js';
import { percentToBasisPoints } from '../../domain/quote.js';
import { SettingsRepository } from '../../repositories/settings.repository.js';

/** `rpc.pricing.settings.get`: public (checkout says "Service fee (10%)", the toggle's default). */
export function getSettingsHandler(deps: PricingDeps): RpcHandler<typeof PricingRpc.getSettings> {
  return async () => toPlatformSettings(await effectiveSettings(deps));
}

function requireAdmin(actor: Actor): void {
  if (!actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'Only administrators can change platform settings.');
  }
}

type AuditedFields = Partial<Record<'serviceFeePercent' | 'showTaxIncludedByDefault', unknown>>;

/** The fields that differ, as the admin sees them (percent, not basis points). */
function changedFields(
  before: EffectiveSettings,
  after: EffectiveSettings,
): { before: AuditedFields; after: AuditedFields } {
  const was = toPlatformSettings(before);
  const now = toPlatformSettings(after);
  const diff = { before: {} as AuditedFields, after: {} as AuditedFields };
  for (const key of ['serviceFeePercent', 'showTaxIncludedByDefault'] as const) {
    if (was[key] !== now[key]) {
      diff.before[key] = was[key];
      diff.after[key] = now[key];
    }
  }
  return diff;
}

/**
 * `rpc.pricing.settings.update`: admins only, from the actor's roles. The row is locked, changed
 * and audited in one transaction, so the audit's `before` is what this change replaced even when
 * two admins save at once; the next quote (which reads the row) already uses it.
 */
export function updateSettingsHandler(deps: PricingDeps) {
  return inTransaction<typeof PricingRpc.updateSettings, DB>(async (request, call, trx) => {
    requireAdmin(call.actor);
    const before = await effectiveSettings(deps, { db: trx, lock: true });
    const next = {
      serviceFeeBasisPoints:
        request.serviceFeePercent === undefined
          ? before.serviceFeeBasisPoints
          : percentToBasisPoints(request.serviceFeePercent),
      showTaxIncludedByDefault: request.showTaxIncludedByDefault ?? before.showTaxIncludedByDefault,
    };
    const saved = await new SettingsRepository(trx).save(next, call.actor.userId);
    const diff = changedFields(before, saved);
    await recordAdminAction(trx, 'pricing', {
      actor: call.actor,
      action: 'pricing.settings.update',
      target: { type: 'settings', id: 'platform' },
      before: diff.before,
      after: diff.after,
    });
    call.logger.info({ ...diff.after, by: call.actor.userId }, 'platform settings changed');
    return toPlatformSettings(saved);
  });
}
