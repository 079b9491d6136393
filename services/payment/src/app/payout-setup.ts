import type { PayoutSetup } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { Keyring } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import { maskedAccount, openBankDetails } from '../domain/bank-details.js';
import { PayoutAccountRepository } from '../repositories/payout-account.repository.js';

/** What the host sees of their payout set-up: masked, the waiting change only while it lives. */
export async function readPayoutSetup(
  db: Kysely<DB>,
  keys: Keyring,
  hostId: string,
  now: Date,
): Promise<PayoutSetup> {
  const repo = new PayoutAccountRepository(db);
  const [account, change, stripeConnected] = await Promise.all([
    repo.bankAccount(hostId),
    repo.waitingChange(hostId),
    repo.hasStripeAccount(hostId),
  ]);
  const live = change && change.expires_at.getTime() > now.getTime() ? change : undefined;
  return {
    bankAccount: account
      ? {
          ...maskedAccount(
            openBankDetails(keys, hostId, account.sealed_details).holderName,
            account,
          ),
          confirmedAt: account.confirmed_at.toISOString(),
        }
      : null,
    pendingChange: live
      ? {
          ...maskedAccount(openBankDetails(keys, hostId, live.sealed_details).holderName, live),
          changeId: live.id,
          expiresAt: live.expires_at.toISOString(),
          emailHint: live.email_hint,
        }
      : null,
    stripeConnected,
    ready: account !== undefined || stripeConnected,
  };
}
