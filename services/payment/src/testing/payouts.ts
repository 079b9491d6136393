import { randomUUID } from 'node:crypto';
import type { BankAccountDetails, ReleaseOutcome } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import { releasePayouts } from '../app/payout-release.js';
import type { DB } from '../db/types.js';
import { maskedColumns, sealBankDetails } from '../domain/bank-details.js';
import type { PaymentEnv } from '../env.js';
import { paymentDeps } from '../service.js';

/** The release job's run, as if it ran at `at` (other packages' tests: a payout to look at). */
export function releasePayoutsAt(
  service: RunningService<DB, PaymentEnv>,
  at: Date,
): Promise<ReleaseOutcome> {
  return releasePayouts({ ...paymentDeps(service.ctx), now: () => at });
}

/**
 * A bank account confirmed for `hostId` as the code flow leaves it, without the code (tests of
 * what comes after: the ledger, the batch).
 */
export async function confirmedBankAccount(
  service: RunningService<DB, PaymentEnv>,
  hostId: string,
  details: BankAccountDetails,
  confirmedAt = new Date(),
): Promise<void> {
  const keys = paymentDeps(service.ctx).payoutKeys;
  await service.ctx.db
    .insertInto('payout_bank_accounts')
    .values({
      host_id: hostId,
      sealed_details: sealBankDetails(keys, hostId, details),
      ...maskedColumns(details),
      change_id: randomUUID(),
      confirmed_at: confirmedAt,
    })
    .onConflict((oc) =>
      oc.column('host_id').doUpdateSet({ confirmed_at: confirmedAt, change_id: randomUUID() }),
    )
    .execute();
}
