import Stripe from 'stripe';
import { stripeClient } from './stripe-client.js';
import { AppError } from '@arrendo/contracts';
import type { StripeSettings } from './stripe.js';
import type { PayoutTransfers, TransferInput, TransferOutcome } from './payout-transfers.js';

/** The payout's own group: how a retry after Stripe forgot the idempotency key finds it. */
const groupOf = (payoutId: string) => `payout_${payoutId}`;

/**
 * Stripe Connect transfers from the platform's balance to a host's connected account, in CLP
 * (zero-decimal: whole pesos). Charges are the platform's (separate charges and transfers), so
 * the host is paid when the ledger releases the booking, not when the guest pays.
 */
export class StripeTransfers implements PayoutTransfers {
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  async transfer(input: TransferInput): Promise<TransferOutcome> {
    try {
      // Stripe keeps an idempotency key 24 hours; the group finds a transfer made before that.
      const made = await this.stripe.transfers.list({
        transfer_group: groupOf(input.payoutId),
        limit: 1,
      });
      const known = made.data[0];
      if (known) return { status: 'paid', transferId: known.id };
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amount,
          currency: 'clp',
          destination: input.destination,
          transfer_group: groupOf(input.payoutId),
          description: input.reference,
          metadata: { payoutId: input.payoutId, reference: input.reference },
        },
        { idempotencyKey: `payout-${input.payoutId}` },
      );
      return { status: 'paid', transferId: transfer.id };
    } catch (error) {
      // A refusal (the account cannot receive, the balance is short) is an answer; anything
      // else (network, 429, 5xx) is "try again at the next release".
      if (
        error instanceof Stripe.errors.StripeError &&
        error.statusCode !== undefined &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        error.statusCode !== 429
      ) {
        return { status: 'failed', reason: error.message.slice(0, 300) };
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new AppError('UNAVAILABLE', 'Stripe is not answering; the payout waits.', {
        reason: 'provider',
        provider: 'stripe',
        cause: message.slice(0, 300),
      });
    }
  }
}
