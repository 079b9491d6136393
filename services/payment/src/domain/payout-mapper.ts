import type { AdminPayout, Payout, PayoutLine } from '@arrendo/contracts';
import type { Keyring } from '@arrendo/kit';
import type { PayoutLineWithStatus, PayoutRow } from '../repositories/payout-ledger.repository.js';
import { openBankDetails } from './bank-details.js';
import { lineStatus } from './payouts.js';

export function toPayoutLine(row: PayoutLineWithStatus): PayoutLine {
  return {
    id: row.id,
    kind: row.kind,
    bookingId: row.booking_id,
    propertyId: row.property_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    amount: row.amount,
    releaseAt: row.release_at.toISOString(),
    status: lineStatus(row.payout_status),
    payoutId: row.payout_status === 'failed' ? null : row.payout_id,
    failureReason: row.failure_reason,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    reference: row.reference,
    method: row.method,
    status: row.status,
    amount: row.amount,
    lineCount: row.line_count,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** With the holder's name opened from the frozen account (admins pay it by that name). */
export function toAdminPayout(row: PayoutRow, keys: Keyring): AdminPayout {
  const holderName = row.sealed_details
    ? openBankDetails(keys, row.host_id, row.sealed_details).holderName
    : null;
  return {
    ...toPayout(row),
    hostId: row.host_id,
    batchId: row.batch_id,
    holderName,
    rutMasked: row.rut_masked,
    bankCode: row.bank_code,
    accountType: row.account_type,
    numberLast4: row.number_last4,
    decidedBy: row.decided_by,
  };
}
