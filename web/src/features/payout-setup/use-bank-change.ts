import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { payoutApi, payoutSetupKeys } from './api';
import type { BankAccountInput, PayoutSetup, PendingBankChange } from '@arrendo/contracts/web';

// The three steps of a bank account change. Each answer is the set-up (or its waiting change) as
// the server now has it, so it goes straight into the query the page and the dashboard read. The
// callbacks are the mutation's own, not `mutate`'s: the answer moves the page to another step,
// and a step that is gone would miss `mutate`'s callbacks.

interface Callbacks<T, V> {
  onSuccess(answer: T, variables: V): void;
  onError(error: unknown): void;
}

function putPendingChange(client: QueryClient, pending: PendingBankChange | null): void {
  client.setQueryData<PayoutSetup>(payoutSetupKeys.all, (setup) =>
    setup ? { ...setup, pendingChange: pending } : setup,
  );
}

/** Sends the details; a code goes to the account's email and the change waits for it. */
export function useRequestChange({
  onSuccess,
  onError,
}: Callbacks<PendingBankChange, BankAccountInput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: BankAccountInput) => payoutApi.requestChange(details),
    onSuccess: (pending, details) => {
      putPendingChange(client, pending);
      onSuccess(pending, details);
    },
    onError,
  });
}

interface Confirmation {
  changeId: string;
  code: string;
}

export function useConfirmChange({ onSuccess, onError }: Callbacks<PayoutSetup, Confirmation>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ changeId, code }: Confirmation) => payoutApi.confirmChange(changeId, code),
    onSuccess: (setup, variables) => {
      client.setQueryData(payoutSetupKeys.all, setup);
      onSuccess(setup, variables);
    },
    onError,
  });
}

export function useCancelChange({ onSuccess, onError }: Callbacks<PayoutSetup, string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changeId: string) => payoutApi.cancelChange(changeId),
    onSuccess: (setup, changeId) => {
      client.setQueryData(payoutSetupKeys.all, setup);
      onSuccess(setup, changeId);
    },
    onError,
  });
}

/** The server no longer has the change (expired, replaced, cancelled elsewhere). */
export function useForgetChange(): () => void {
  const client = useQueryClient();
  return () => putPendingChange(client, null);
}
