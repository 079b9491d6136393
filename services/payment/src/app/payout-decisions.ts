import { randomUUID } from 'node:crypto';
import {
  AppError,
  type Actor,
  type MarkPayoutRequest,
  type PayoutClaimRequest,
} from '@arrendo/contracts';
import { recordAdminAction } from '@arrendo/kit';
import { PayoutAccountRepository } from '../repositories/payout-account.repository.js';
import {
  PayoutLedgerRepository,
  type PayoutLineRow,
  type PayoutRow,
} from '../repositories/payout-ledger.repository.js';
import type { PaymentDeps } from './deps.js';
import { settleFailed, settlePaid } from './payout-release.js';

/**
 * An admin's answer from the bank's report for one bank payout. The payout is locked, so two
 * admins answering at once go one after the other: the first answer stands, the same answer
 * again changes nothing, the other answer is refused (CONFLICT) and names what stands.
 */
export async function markPayout(
  deps: PaymentDeps,
  actor: Actor,
  request: MarkPayoutRequest,
): Promise<PayoutRow> {
  const adminId = actor.userId;
  return deps.db.transaction().execute(async (trx) => {
    const ledger = new PayoutLedgerRepository(trx);
    const payout = await ledger.lockPayout(request.payoutId);
    if (!payout) throw new AppError('NOT_FOUND', 'There is no such payout.');
    if (payout.method !== 'bank_transfer') {
      throw new AppError('CONFLICT', 'Stripe answers for its own transfers.', {
        fields: [{ path: 'payoutId', message: 'Not a bank transfer' }],
      });
    }
    if (payout.status === request.outcome) return payout;
    if (payout.status !== 'scheduled') {
      throw new AppError('CONFLICT', `This payout is already marked ${payout.status}.`, {
        fields: [{ path: 'outcome', message: `Already ${payout.status}` }],
      });
    }
    const at = deps.now();
    const decided =
      request.outcome === 'paid'
        ? await settlePaid(trx, payout, { by: adminId, at })
        : await settleFailed(trx, payout, { by: adminId, reason: request.reason, at });
    await new PayoutAccountRepository(trx).audit({
      hostId: payout.host_id,
      actorId: adminId,
      action: request.outcome === 'paid' ? 'payout_paid' : 'payout_failed',
      changeId: null,
      detail: {
        payoutId: payout.id,
        amount: payout.amount,
        ...(request.outcome === 'failed' ? { reason: request.reason } : {}),
      },
    });
    // The hosts' trail above is theirs to read; the admin audit log is the operators' (0045).
    if (actor.userId) {
      await recordAdminAction(trx, 'payment', {
        actor,
        action:
          request.outcome === 'paid' ? 'payment.payout.markPaid' : 'payment.payout.markFailed',
        target: { type: 'payout', id: payout.id },
        before: { status: payout.status },
        after: { status: decided.status },
        reason: request.outcome === 'failed' ? request.reason : null,
      });
    }
    return decided;
  });
}

/**
 * An admin's claim on one booking's payout. The booking must owe its host (a confirmed,
 * paid booking); resent with the same key it lands once, and a key reused for another claim is
 * refused. A positive claim is paid with the booking (not before its release), a negative one
 * comes off the next payout.
 */
export async function addClaim(
  deps: PaymentDeps,
  actor: Actor,
  request: PayoutClaimRequest,
): Promise<PayoutLineRow> {
  const adminId = actor.userId;
  return deps.db.transaction().execute(async (trx) => {
    const ledger = new PayoutLedgerRepository(trx);
    const ref = `claim:${request.key}`;
    const known = await ledger.lineByRef(ref);
    if (known) return sameClaim(known, request);
    const earning = (await ledger.bookingLines(request.bookingId)).find(
      (line) => line.kind === 'booking',
    );
    if (!earning) {
      throw new AppError('NOT_FOUND', 'This booking owes its host nothing to adjust.', {
        fields: [{ path: 'bookingId', message: 'No payout for this booking' }],
      });
    }
    const now = deps.now();
    const releaseAt = request.amount > 0 && earning.release_at > now ? earning.release_at : now;
    const line = await ledger.insertLine({
      id: randomUUID(),
      ref,
      host_id: earning.host_id,
      kind: 'claim',
      booking_id: earning.booking_id,
      payment_id: earning.payment_id,
      property_id: earning.property_id,
      starts_at: earning.starts_at,
      ends_at: earning.ends_at,
      amount: request.amount,
      release_at: releaseAt,
      note: request.note,
      created_by: adminId,
    });
    // Another request under the same key committed first: answer what it wrote.
    if (!line) return sameClaim(await ledger.lineByRef(ref), request);
    await new PayoutAccountRepository(trx).audit({
      hostId: earning.host_id,
      actorId: adminId,
      action: 'claim_added',
      changeId: null,
      detail: { lineId: line.id, bookingId: line.booking_id, amount: line.amount },
    });
    if (actor.userId) {
      await recordAdminAction(trx, 'payment', {
        actor,
        action: 'payment.payout.addClaim',
        target: { type: 'booking', id: request.bookingId },
        before: null,
        after: { lineId: line.id, hostId: line.host_id, amount: line.amount },
        reason: request.note,
      });
    }
    return line;
  });
}

function sameClaim(line: PayoutLineRow | undefined, request: PayoutClaimRequest): PayoutLineRow {
  if (line?.booking_id !== request.bookingId || line.amount !== request.amount) {
    throw new AppError('CONFLICT', 'This claim key was used for another claim.', {
      fields: [{ path: 'key', message: 'Key already used' }],
    });
  }
  return line;
}
