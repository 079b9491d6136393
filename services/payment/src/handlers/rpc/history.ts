import { randomUUID } from 'node:crypto';
import {
  AppError,
  BookingRpc,
  SYSTEM_ACTOR,
  isSystemActor,
  type PaymentRpc,
} from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { lockBookingPayments } from '../../app/attempts.js';
import type { PaymentDeps } from '../../app/deps.js';
import { recordEarning } from '../../app/payout-ledger.js';
import { readPayoutSetup } from '../../app/payout-setup.js';
import { amountsFromQuote } from '../../domain/amounts.js';
import { maskedColumns, sealBankDetails } from '../../domain/bank-details.js';
import { captureEntry } from '../../domain/ledger.js';
import { toPayment } from '../../domain/mapper.js';
import { LedgerRepository } from '../../repositories/ledger.repository.js';
import { PaymentRepository } from '../../repositories/payment.repository.js';
import { PayoutAccountRepository } from '../../repositories/payout-account.repository.js';

/**
 * The payment a past booking was paid with (`rpc.booking.history.record`): a dev-provider
 * payment captured when the booking was made, with the fee and IVA in the platform's ledger and
 * the base owed to the host (released long ago, so the next release pays it). No event: the
 * booking is confirmed already. Once per booking; a booking paid any other way is refused.
 */
export function recordPastPaymentHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.recordPastPayment> {
  return async ({ bookingId }, call) => {
    if (!isSystemActor(call.actor)) {
      throw new AppError('FORBIDDEN', 'Only the system records history.');
    }
    const booking = await deps.client.call(
      BookingRpc.get,
      { id: bookingId },
      { actor: SYSTEM_ACTOR },
    );
    if (booking.status !== 'confirmed' || Date.parse(booking.endsAt) > deps.now().getTime()) {
      throw new AppError('CONFLICT', 'Only a confirmed booking that ended has a past payment.', {
        fields: [{ path: 'bookingId', message: 'Not a past confirmed booking' }],
      });
    }
    const amounts = amountsFromQuote(booking.quote);
    const paidAt = new Date(booking.confirmedAt ?? booking.createdAt);
    const key = `history-${bookingId}`;
    const row = await deps.db.transaction().execute(async (trx) => {
      await lockBookingPayments(trx, bookingId);
      const payments = new PaymentRepository(trx);
      const attempts = await payments.forBooking(bookingId);
      const known = attempts.find((p) => p.idempotency_key === key);
      if (known) return known;
      if (attempts.length > 0) {
        throw new AppError('CONFLICT', 'This booking has payments of its own.', {
          fields: [{ path: 'bookingId', message: 'Already paid' }],
        });
      }
      const id = randomUUID();
      const inserted = await payments.insert({
        id,
        booking_id: bookingId,
        guest_id: booking.guestId,
        host_id: booking.hostId,
        attempt: 1,
        provider: 'dev',
        method: 'card',
        capture_method: 'automatic',
        status: 'succeeded',
        amount: amounts.amount,
        base_amount: amounts.baseAmount,
        platform_fee: amounts.platformFee,
        vat_amount: amounts.vatAmount,
        idempotency_key: key,
        provider_ref: `dev_history_${id}`,
        client_secret: null,
        redirect_url: null,
        destination_account: null,
        application_fee: null,
        authorized_at: paidAt,
        captured_at: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
      });
      const entry = captureEntry({
        amount: inserted.amount,
        platformFee: inserted.platform_fee,
        vatAmount: inserted.vat_amount,
      });
      await new LedgerRepository(trx).record({
        ref: `capture:${inserted.id}`,
        payment_id: inserted.id,
        gross: entry.gross,
        platform_fee: entry.platformFee,
        vat: entry.vat,
        created_at: paidAt,
      });
      await recordEarning(
        trx,
        {
          bookingId,
          propertyId: booking.propertyId,
          guestId: booking.guestId,
          hostId: booking.hostId,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          kind: booking.kind,
        },
        paidAt,
      );
      return inserted;
    });
    return toPayment(row);
  };
}

/** A host's bank account as confirmed, for the demo world; audited as such. */
export function importBankAccountHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.importBankAccount> {
  return async ({ hostId, account }, call) => {
    if (!isSystemActor(call.actor)) {
      throw new AppError('FORBIDDEN', 'Only the system records history.');
    }
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      const repo = new PayoutAccountRepository(trx);
      const changeId = randomUUID();
      const columns = {
        sealed_details: sealBankDetails(deps.payoutKeys, hostId, account),
        ...maskedColumns(account),
        change_id: changeId,
        confirmed_at: now,
      };
      await trx
        .insertInto('payout_bank_accounts')
        .values({ host_id: hostId, ...columns })
        .onConflict((oc) => oc.column('host_id').doUpdateSet(columns))
        .execute();
      await repo.audit({
        hostId,
        actorId: null,
        action: 'account_imported',
        changeId,
        detail: { bankCode: account.bankCode, numberLast4: account.accountNumber.slice(-4) },
      });
    });
    return readPayoutSetup(deps.db, deps.payoutKeys, hostId, now);
  };
}
