import { AppError, type BookingRpc } from '@arrendo/contracts';
import { inTransaction, recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';
import {
  effectiveBookingSettings,
  toBookingSettings,
  type EffectiveBookingSettings,
} from '../../app/settings.js';
import type { DB } from '../../db/types.js';
import { BookingSettingsRepository } from '../../repositories/settings.repository.js';

const FIELDS = ['holdMinutes', 'requestExpiryHours'] as const;
type AuditedFields = Partial<Record<(typeof FIELDS)[number], number>>;

/** `rpc.booking.settings.get`: the hold minutes and request expiry in force. */
export function getSettingsHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.getSettings> {
  return async () => toBookingSettings(await effectiveBookingSettings(deps.db, deps.env));
}

function changedFields(before: EffectiveBookingSettings, after: EffectiveBookingSettings) {
  const diff = { before: {} as AuditedFields, after: {} as AuditedFields };
  for (const key of FIELDS) {
    if (before[key] !== after[key]) {
      diff.before[key] = before[key];
      diff.after[key] = after[key];
    }
  }
  return diff;
}

/**
 * `rpc.booking.settings.update`: admins only, from the actor's roles. The row is locked, changed
 * and audited in one transaction; the next hold and the next request read the new values (they
 * read the row in their own transactions). Holds and requests already made keep their expiry.
 */
export function updateSettingsHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.updateSettings, DB>(async (request, call, trx) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can change booking settings.');
    }
    const before = await effectiveBookingSettings(trx, deps.env, { lock: true });
    const saved = await new BookingSettingsRepository(trx).save(
      {
        holdMinutes: request.holdMinutes ?? before.holdMinutes,
        requestExpiryHours: request.requestExpiryHours ?? before.requestExpiryHours,
      },
      call.actor.userId,
    );
    const diff = changedFields(before, saved);
    await recordAdminAction(trx, 'booking', {
      actor: call.actor,
      action: 'booking.settings.update',
      target: { type: 'settings', id: 'platform' },
      before: diff.before,
      after: diff.after,
    });
    call.logger.info({ ...diff.after, by: call.actor.userId }, 'booking settings changed');
    return toBookingSettings(saved);
  });
}
