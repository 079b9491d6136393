import { AppError, type Actor, type PaymentRpc } from '@arrendo/contracts';
import { recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { addClaim, markPayout } from '../../app/payout-decisions.js';
import { releasePayouts } from '../../app/payout-release.js';
import { openBankDetails } from '../../domain/bank-details.js';
import { toAdminPayout, toPayout, toPayoutLine } from '../../domain/payout-mapper.js';
import { bankBatchCsv } from '../../domain/payouts.js';
import { PayoutAccountRepository } from '../../repositories/payout-account.repository.js';
import { PayoutLedgerRepository } from '../../repositories/payout-ledger.repository.js';

/** Lines and payouts a host's page shows (the newest; older ones are in the data export). */
const HOST_LINES = 500;
const HOST_PAYOUTS = 100;
const BATCHES = 50;

function signedIn(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/** An admin's id, or null for the system (the seed, which acts with the admin role). */
function admin(actor: Actor): string | null {
  if (!actor.roles.includes('admin')) {
    signedIn(actor);
    throw new AppError('FORBIDDEN', 'Only administrators can manage payouts.');
  }
  return actor.userId;
}

/** The acting admin (or the system), checked as `admin` checks it: the decisions audit it. */
function adminActor(actor: Actor): Actor {
  admin(actor);
  return actor;
}

/** The caller's own ledger: every id read comes from the actor, never from the request. */
export function hostPayoutsHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.hostPayouts> {
  return async (_request, call) => {
    const hostId = signedIn(call.actor);
    const ledger = new PayoutLedgerRepository(deps.db);
    const now = deps.now();
    const [totals, lines, payouts, method] = await Promise.all([
      ledger.hostTotals(hostId, now),
      ledger.hostLines(hostId, HOST_LINES),
      ledger.hostPayouts(hostId, HOST_PAYOUTS),
      ledger.payoutMethod(hostId),
    ]);
    return {
      currency: 'CLP' as const,
      method: method?.method ?? null,
      totals: {
        upcoming: Number(totals.upcoming),
        ready: Number(totals.ready),
        scheduled: Number(totals.scheduled),
        paid: Number(totals.paid),
      },
      lines: lines.map(toPayoutLine),
      payouts: payouts.map(toPayout),
    };
  };
}

export function payoutBatchesHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.payoutBatches> {
  return async (_request, call) => {
    admin(call.actor);
    const ledger = new PayoutLedgerRepository(deps.db);
    const [batches, failures] = await Promise.all([
      ledger.batches(BATCHES),
      ledger.failedStripe(BATCHES),
    ]);
    return {
      batches: batches.map((b) => ({
        id: b.id,
        createdAt: b.created_at.toISOString(),
        count: b.count,
        total: Number(b.total),
        scheduled: b.scheduled,
        paid: b.paid,
        failed: b.failed,
      })),
      stripeFailures: failures.map((row) => toAdminPayout(row, deps.payoutKeys)),
    };
  };
}

async function batchRows(deps: PaymentDeps, batchId: string) {
  const ledger = new PayoutLedgerRepository(deps.db);
  const batch = await ledger.batch(batchId);
  if (!batch) throw new AppError('NOT_FOUND', 'There is no such batch.');
  return { batch, payouts: await ledger.batchPayouts(batchId) };
}

export function payoutBatchHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.payoutBatch> {
  return async ({ batchId }, call) => {
    admin(call.actor);
    const { batch, payouts } = await batchRows(deps, batchId);
    const count = (status: string) => payouts.filter((p) => p.status === status).length;
    return {
      id: batch.id,
      createdAt: batch.created_at.toISOString(),
      count: payouts.length,
      total: payouts.reduce((sum, p) => sum + p.amount, 0),
      scheduled: count('scheduled'),
      paid: count('paid'),
      failed: count('failed'),
      payouts: payouts.map((row) => toAdminPayout(row, deps.payoutKeys)),
    };
  };
}

/**
 * The batch as the bank's upload: every payout in it, whatever its answer so far (the file is
 * the batch as it was sent). Each download is written to the hosts' audit trail: it holds their
 * full account numbers.
 */
export function payoutBatchCsvHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.payoutBatchCsv> {
  return async ({ batchId }, call) => {
    const adminId = admin(call.actor);
    const { batch, payouts } = await batchRows(deps, batchId);
    const rows = payouts.map((payout) => {
      if (!payout.sealed_details || !payout.email) {
        throw new Error(`bank payout ${payout.id} has no account or email`);
      }
      return {
        details: openBankDetails(deps.payoutKeys, payout.host_id, payout.sealed_details),
        amount: payout.amount,
        email: payout.email,
        reference: payout.reference,
      };
    });
    // The hosts' trail and the admin audit log commit together: a download is in both or neither.
    await deps.db.transaction().execute(async (trx) => {
      const audit = new PayoutAccountRepository(trx);
      for (const payout of payouts) {
        await audit.audit({
          hostId: payout.host_id,
          actorId: adminId,
          action: 'batch_exported',
          changeId: null,
          detail: { batchId, payoutId: payout.id },
        });
      }
      if (call.actor.userId) {
        await recordAdminAction(trx, 'payment', {
          actor: call.actor,
          action: 'payment.payoutBatch.download',
          target: { type: 'payoutBatch', id: batchId },
          before: null,
          after: { payouts: payouts.length },
        });
      }
    });
    const day = batch.created_at.toISOString().slice(0, 10);
    return {
      filename: `arrendo-payouts-${day}-${batch.id.slice(0, 8)}.csv`,
      csv: bankBatchCsv(rows),
    };
  };
}

export function markPayoutHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.markPayout> {
  return async (request, call) =>
    toAdminPayout(await markPayout(deps, adminActor(call.actor), request), deps.payoutKeys);
}

export function releasePayoutsHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.releasePayouts> {
  return async (_request, call) => {
    admin(call.actor);
    return releasePayouts(deps);
  };
}

export function payoutClaimHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.payoutClaim> {
  return async (request, call) => {
    const line = await addClaim(deps, adminActor(call.actor), request);
    const payout = line.payout_id
      ? await new PayoutLedgerRepository(deps.db).payout(line.payout_id)
      : undefined;
    return toPayoutLine({ ...line, payout_status: payout?.status ?? null });
  };
}
