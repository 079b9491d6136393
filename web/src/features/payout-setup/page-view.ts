import type { PayoutSetup } from '@arrendo/contracts/web';

/** What `/payment-setup` shows: the account, the form, or the code step of a waiting change. */
export type PageView = 'account' | 'form' | 'code';

/**
 * `expired`: the waiting change's code has run out (it is as good as gone). `formOpen`: the host
 * asked for the form (to change the account, or to fill it again for a new code).
 */
export function pageView(setup: PayoutSetup, expired: boolean, formOpen: boolean): PageView {
  if (formOpen) return 'form';
  if (setup.pendingChange) return expired ? 'form' : 'code';
  return setup.bankAccount ? 'account' : 'form';
}
