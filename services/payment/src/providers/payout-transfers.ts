/**
 * How a payout reaches a host who connected a Stripe account (decision 0041). Bank transfers
 * have no adapter: the default payout provider is the batch file admins upload to the bank and
 * answer line by line (`app/payout-decisions.ts`).
 */
export interface TransferInput {
  payoutId: string;
  amount: number;
  destination: string;
  reference: string;
}

/** `failed`: the provider refused it for good (the account cannot receive); say why. */
export type TransferOutcome =
  { status: 'paid'; transferId: string } | { status: 'failed'; reason: string };

export interface PayoutTransfers {
  /**
   * Pays once per `payoutId`, however often it is asked: a retry after a crash finds the
   * transfer made before. Throws UNAVAILABLE when the provider does not answer (try later).
   */
  transfer(input: TransferInput): Promise<TransferOutcome>;
}
