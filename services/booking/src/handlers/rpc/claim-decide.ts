import { AppError, fieldError, type Actor, type ClaimRpc } from '@arrendo/contracts';
import { inTransaction, recordAdminAction } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import { announceDecision } from '../../app/claim-announce.js';
import { CLAIM_NOT_FOUND, requireAdminPerson, visibleClaim } from '../../app/claim-access.js';
import { claimDetailFor } from '../../app/claim-view.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { repeatedDecision } from '../../domain/claim-rules.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import {
  ClaimRepository,
  type ClaimDecision,
  type ClaimRow,
} from '../../repositories/claim.repository.js';

type Wanted = Parameters<typeof repeatedDecision>[1];

function alreadyDecided(row: ClaimRow): AppError {
  return new AppError('CONFLICT', `This claim is already ${row.status}.`, {
    reason: `claim_${row.status}`,
    status: row.status,
  });
}

/**
 * Moves a locked open claim to `decision` and announces it, or answers a repeat: the same
 * decision again changes nothing (`changed: false`), another one on a decided claim is CONFLICT.
 */
async function decide(
  trx: Transaction<DB>,
  row: ClaimRow,
  wanted: Wanted,
  decision: ClaimDecision,
): Promise<{ row: ClaimRow; changed: boolean }> {
  const repeat = repeatedDecision(
    { status: row.status, approvedClp: row.approved_clp, note: row.decision_note },
    wanted,
  );
  if (repeat === 'same') return { row, changed: false };
  if (repeat === 'conflict') throw alreadyDecided(row);
  const decided = await new ClaimRepository(trx).decide(row.id, decision);
  // The row is locked by the caller: unreachable but for a change made outside this path.
  if (!decided) throw alreadyDecided(row);
  const booking = await new BookingRepository(trx).find(decided.booking_id);
  if (!booking) throw new Error(`claim ${decided.id} has no booking`);
  await announceDecision(trx, decided, { startsAt: booking.starts_at, endsAt: booking.ends_at });
  return { row: decided, changed: true };
}

async function lockedForAdmin(trx: Transaction<DB>, claimId: string): Promise<ClaimRow> {
  const row = await new ClaimRepository(trx).findForUpdate(claimId);
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return row;
}

function audit(
  trx: Transaction<DB>,
  actor: Actor,
  verb: 'approve' | 'reject',
  before: ClaimRow,
  after: ClaimRow,
) {
  return recordAdminAction(trx, 'booking', {
    actor,
    action: `booking.claim.${verb}`,
    target: { type: 'claim', id: after.id },
    before: { status: before.status },
    after: {
      status: after.status,
      bookingId: after.booking_id,
      amount: after.amount_clp,
      ...(after.approved_clp !== null ? { approvedAmount: after.approved_clp } : {}),
    },
    reason: after.decision_note,
  });
}

/**
 * `rpc.booking.claim.approve`: admins only. The approved amount (at most the claimed one) is
 * what the payment service writes as the host's `claim` line on `claim.approved`, and what the
 * guest is told they owe. Row, event and audit entry in one transaction.
 */
export function approveClaimHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.approve, DB>(async (request, call, trx) => {
    const adminId = requireAdminPerson(call.actor, 'approve claims');
    const row = await lockedForAdmin(trx, request.claimId);
    const note = request.note ?? null;
    if (row.status === 'open' && request.amount > row.amount_clp) {
      throw fieldError('amount', `Approve at most the ${row.amount_clp} pesos claimed.`);
    }
    const result = await decide(
      trx,
      row,
      { status: 'approved', approvedClp: request.amount, note },
      { status: 'approved', approvedClp: request.amount, note, by: adminId, at: deps.now() },
    );
    if (result.changed) await audit(trx, call.actor, 'approve', row, result.row);
    return claimDetailFor(trx, result.row, 'admin');
  });
}

/** `rpc.booking.claim.reject`: admins only, with a note both sides read; audited. */
export function rejectClaimHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.reject, DB>(async (request, call, trx) => {
    const adminId = requireAdminPerson(call.actor, 'reject claims');
    const row = await lockedForAdmin(trx, request.claimId);
    const result = await decide(
      trx,
      row,
      { status: 'rejected', note: request.note },
      { status: 'rejected', approvedClp: null, note: request.note, by: adminId, at: deps.now() },
    );
    if (result.changed) await audit(trx, call.actor, 'reject', row, result.row);
    return claimDetailFor(trx, result.row, 'admin');
  });
}

/** `rpc.booking.claim.withdraw`: the claim's host takes it back while open (the guest is told). */
export function withdrawClaimHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.withdraw, DB>(async (request, call, trx) => {
    const { row, role } = await visibleClaim(
      new ClaimRepository(trx),
      request.claimId,
      call.actor,
      true,
    );
    if (role === 'admin') throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    if (role !== 'host') {
      throw new AppError('FORBIDDEN', 'Only the host who opened a claim can withdraw it.');
    }
    const result = await decide(
      trx,
      row,
      { status: 'withdrawn' },
      { status: 'withdrawn', approvedClp: null, note: null, by: row.host_id, at: deps.now() },
    );
    return claimDetailFor(trx, result.row, 'host');
  });
}
