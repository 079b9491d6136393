import type { PaymentConsumedEvents } from '@arrendo/contracts';
import type { EventHandler } from '@arrendo/kit';
import { recordApprovedClaim } from '../../app/claim-payout.js';
import type { PaymentDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';

/** An approved damage claim: the host's `claim` line, in the inbox transaction (decision 0051). */
export function handleClaimApproved(
  deps: PaymentDeps,
): EventHandler<typeof PaymentConsumedEvents.claimApproved, DB> {
  return async (event, trx) => {
    const written = await recordApprovedClaim(trx, event.data, deps.now());
    if (written) {
      deps.logger.info(
        {
          claimId: event.data.claimId,
          hostId: event.data.hostId,
          amount: event.data.approvedAmount,
        },
        'damage claim added to the host payout ledger',
      );
    }
  };
}
