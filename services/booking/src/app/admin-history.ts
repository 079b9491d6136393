import type { BookingHistoryEntry } from '@arrendo/contracts';
import type { AdminCancellationRow } from '../repositories/admin-booking.repository.js';
import type { BookingRow } from '../repositories/booking.repository.js';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

function entry(at: Date, kind: BookingHistoryEntry['kind']): BookingHistoryEntry {
  return {
    at: at.toISOString(),
    kind,
    by: null,
    reason: null,
    refund: null,
    actorId: null,
    note: null,
  };
}

/**
 * A booking's own steps, read from what its row keeps (decision 0050): held when made; reached
 * its host (`requested_at`) when that was before a confirmation (an instant booking reaches its
 * host and confirms in one step: one entry); confirmed; and how it closed — cancelled or
 * declined (who, why, the refund; an admin's note when an admin did it) or lapsed unpaid.
 * Oldest first.
 */
export function historyOf(
  row: BookingRow,
  adminNote: AdminCancellationRow | undefined,
): BookingHistoryEntry[] {
  const entries = [entry(row.created_at, 'held')];
  const confirmedAt = row.confirmed_at?.getTime();
  if (row.requested_at && row.requested_at.getTime() !== confirmedAt) {
    entries.push(entry(row.requested_at, 'requested'));
  }
  if (row.confirmed_at) entries.push(entry(row.confirmed_at, 'confirmed'));
  if ((row.status === 'cancelled' || row.status === 'declined') && row.cancelled_at) {
    entries.push({
      ...entry(row.cancelled_at, row.status),
      by: row.cancelled_by,
      reason: row.cancel_reason,
      refund: row.refund_clp === null ? null : clp(row.refund_clp),
      actorId: adminNote?.actor_id ?? null,
      note: adminNote?.reason ?? null,
    });
  }
  if (row.status === 'expired') entries.push(entry(row.closed_at ?? row.updated_at, 'expired'));
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
