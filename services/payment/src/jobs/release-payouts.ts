import type { ScheduledTask } from '@arrendo/kit';
import type { PaymentDeps } from '../app/deps.js';
import { releasePayouts } from '../app/payout-release.js';

/**
 * Pays what is released, every PAYOUT_RELEASE_MINUTES. One replica takes each tick (kit
 * scheduler); a tick killed midway is safe to run again (`app/payout-release.ts`).
 */
export function releasePayoutsTask(deps: PaymentDeps): ScheduledTask {
  return {
    name: 'payouts.release',
    every: deps.env.PAYOUT_RELEASE_MINUTES * 60_000,
    async handler({ logger }) {
      const outcome = await releasePayouts(deps);
      if (outcome.payouts + outcome.batched + outcome.transferred + outcome.failed > 0) {
        logger.info(outcome, 'payouts released');
      }
    },
  };
}
