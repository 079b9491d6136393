import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { PayoutSetup, PendingBankChange, type BankAccountInput } from '@arrendo/contracts/web';

/**
 * The host's payout set-up (contracts `http/payouts.ts`): the confirmed bank account, the change
 * waiting for its emailed code, and whether payouts can reach the host. `/payment-setup` and the
 * dashboard's 'Complete Your Setup' card read the same query, so a confirmed change updates both.
 */
export const payoutSetupKeys = {
  all: ['payouts', 'setup'] as const,
};

export function payoutSetupQueryOptions() {
  return queryOptions({
    queryKey: payoutSetupKeys.all,
    queryFn: ({ signal }) => api.get('/payouts/setup', PayoutSetup, { signal }),
  });
}

export const payoutApi = {
  /** Nothing changes yet: a 6-digit code goes to the account's email. */
  requestChange: (body: BankAccountInput) =>
    api.post('/payouts/bank-account', body, PendingBankChange),
  confirmChange: (changeId: string, code: string) =>
    api.post('/payouts/bank-account/confirm', { changeId, code }, PayoutSetup),
  cancelChange: (changeId: string) =>
    apiRequest(`/payouts/bank-account/changes/${encodeURIComponent(changeId)}`, {
      method: 'DELETE',
      schema: PayoutSetup,
    }),
};
