import { randomUUID } from 'node:crypto';
import {
  AppError,
  IdentityRpc,
  PaymentEvents,
  SYSTEM_ACTOR,
  type ReleaseOutcome,
} from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { payoutReference } from '../domain/payouts.js';
import { PayoutAccountRepository } from '../repositories/payout-account.repository.js';
import {
  PayoutLedgerRepository,
  type PayoutRow,
} from '../repositories/payout-ledger.repository.js';
import type { PaymentDeps } from './deps.js';

/** Hosts paid per tick, and Stripe transfers asked per tick; the rest wait for the next. */
const HOSTS_PER_TICK = 200;
const TRANSFERS_PER_TICK = 50;
const CONTACT_TIMEOUT_MS = 5_000;

/**
 * One release (decision 0041): every host with released lines and payout details gets one
 * payout of their balance, when it is above zero; bank payouts go into a new batch file; Stripe
 * payouts are transferred. Safe to run twice at once and to be killed anywhere: a line joins a
 * payout once (locked, SKIP LOCKED), a batch takes only payouts in none, and a transfer is keyed
 * by its payout, so a retry finds the one made before instead of paying again.
 */
export async function releasePayouts(deps: PaymentDeps): Promise<ReleaseOutcome> {
  const now = deps.now();
  const ledger = new PayoutLedgerRepository(deps.db);
  let payouts = 0;
  for (const hostId of await ledger.hostsDue(now, HOSTS_PER_TICK)) {
    if (await payHost(deps, hostId, now)) payouts += 1;
  }
  const batched = await deps.db
    .transaction()
    .execute((trx) => new PayoutLedgerRepository(trx).batchUnbatched(randomUUID(), now));
  const transfers = await transferScheduled(deps);
  return { payouts, batched, ...transfers };
}

/** The email the bank notifies the transfer to: the host's own. Null for a deleted account. */
async function hostEmail(deps: PaymentDeps, hostId: string): Promise<string | null> {
  try {
    const contact = await deps.client.call(
      IdentityRpc.contact,
      { userId: hostId },
      { actor: SYSTEM_ACTOR, timeoutMs: CONTACT_TIMEOUT_MS },
    );
    return contact.email;
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

async function payHost(deps: PaymentDeps, hostId: string, now: Date): Promise<boolean> {
  const method = await new PayoutLedgerRepository(deps.db).payoutMethod(hostId);
  // No details yet, or Stripe payouts without Stripe here: the lines wait, shown as pending.
  if (!method || (method.method === 'stripe' && !deps.providers.transfers)) return false;
  const email = method.method === 'bank_transfer' ? await hostEmail(deps, hostId) : null;
  if (method.method === 'bank_transfer' && !email) return false;
  return deps.db.transaction().execute(async (trx) => {
    const ledger = new PayoutLedgerRepository(trx);
    const lines = await ledger.lockReleased(hostId, now, method.since);
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    // A balance at or below zero (a refund after a payout) waits for the next earnings.
    if (lines.length === 0 || amount <= 0) return false;
    const id = randomUUID();
    const common = {
      id,
      host_id: hostId,
      amount,
      line_count: lines.length,
      reference: payoutReference(id),
      created_at: now,
    };
    if (method.method === 'stripe') {
      await ledger.insertPayout({
        ...common,
        method: 'stripe',
        stripe_account_id: method.stripeAccountId,
        sealed_details: null,
        rut_masked: null,
        bank_code: null,
        account_type: null,
        number_last4: null,
        email: null,
      });
    } else {
      // The account as it is now, frozen into the payout: a later change pays later payouts.
      const bank = await new PayoutAccountRepository(trx).bankAccount(hostId);
      if (!bank) return false;
      await ledger.insertPayout({
        ...common,
        method: 'bank_transfer',
        stripe_account_id: null,
        sealed_details: bank.sealed_details,
        rut_masked: bank.rut_masked,
        bank_code: bank.bank_code,
        account_type: bank.account_type,
        number_last4: bank.number_last4,
        email,
      });
    }
    await ledger.attachLines(
      lines.map((line) => line.id),
      id,
    );
    return true;
  });
}

/** Asks Stripe for each scheduled Stripe payout, then records its answer under the payout's lock. */
async function transferScheduled(
  deps: PaymentDeps,
): Promise<{ transferred: number; failed: number }> {
  const outcome = { transferred: 0, failed: 0 };
  const transfers = deps.providers.transfers;
  if (!transfers) return outcome;
  const due = await new PayoutLedgerRepository(deps.db).scheduledStripe(TRANSFERS_PER_TICK);
  for (const payout of due) {
    const answer = await transfers.transfer({
      payoutId: payout.id,
      amount: payout.amount,
      destination: payout.stripe_account_id ?? '',
      reference: payout.reference,
    });
    const recorded = await deps.db.transaction().execute(async (trx) => {
      const row = await new PayoutLedgerRepository(trx).lockPayout(payout.id);
      if (row?.status !== 'scheduled') return null;
      return answer.status === 'paid'
        ? settlePaid(trx, row, { by: null, providerRef: answer.transferId, at: deps.now() })
        : settleFailed(trx, row, { by: null, reason: answer.reason, at: deps.now() });
    });
    if (recorded?.status === 'paid') outcome.transferred += 1;
    if (recorded?.status === 'failed') outcome.failed += 1;
  }
  return outcome;
}

interface Decision {
  by: string | null;
  at: Date;
}

/** What the host is told of a payout (the notification service consumes it). */
const payoutFacts = (payout: PayoutRow) => ({
  payoutId: payout.id,
  hostId: payout.host_id,
  amount: { amount: payout.amount, currency: 'CLP' as const },
  method: payout.method,
});

/**
 * Paid: the payout is done, and its lines forget an earlier failure. The event goes out with the
 * decision (the outbox, same transaction): only a payout that really became paid is announced,
 * once, since the caller settles only a locked `scheduled` payout.
 */
export async function settlePaid(
  trx: Transaction<DB>,
  payout: PayoutRow,
  decision: Decision & { providerRef?: string },
): Promise<PayoutRow> {
  const ledger = new PayoutLedgerRepository(trx);
  const row = await ledger.decide(payout.id, {
    status: 'paid',
    by: decision.by,
    reason: null,
    at: decision.at,
    ...(decision.providerRef ? { providerRef: decision.providerRef } : {}),
  });
  await ledger.clearFailures(payout.id);
  await enqueueEvent(trx, PaymentEvents.PAYOUT_PAID, payoutFacts(row));
  return row;
}

/** Failed: its lines go back to pending with the reason, until the host's details change. */
export async function settleFailed(
  trx: Transaction<DB>,
  payout: PayoutRow,
  decision: Decision & { reason: string },
): Promise<PayoutRow> {
  const ledger = new PayoutLedgerRepository(trx);
  const row = await ledger.decide(payout.id, {
    status: 'failed',
    by: decision.by,
    reason: decision.reason,
    at: decision.at,
  });
  await ledger.releaseLines(payout.id, decision.reason, decision.at);
  await enqueueEvent(trx, PaymentEvents.PAYOUT_FAILED, {
    ...payoutFacts(row),
    reason: decision.reason,
  });
  return row;
}
