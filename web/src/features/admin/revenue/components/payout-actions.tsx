import { Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { apiErrorMessage } from '@/features/auth/messages';
import { useLazyDialogTrigger } from '@/components/ui/use-lazy-dialog-trigger';
import { ApiError } from '@/lib/api-client';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { ADMIN_REVENUE_KEY, adminPayoutsApi } from '../api';
import type { AdminPayout } from '@arrendo/contracts/web';

// The dialog (Radix and the form) is fetched on intent, as the app's other dialogs are.
const MarkFailedDialog = lazyWithPreload(
  () => import('./mark-failed-dialog'),
  (m) => m.MarkFailedDialog,
  OPENED_ON_USE,
);

/**
 * A scheduled payout's answer from the bank's report: paid, or failed with its reason. The row
 * changes only once the answer is read back (no optimistic update): the first admin's answer
 * stands, and a different one is refused (409) with its reason shown here.
 */
export function PayoutActions({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('admin');
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const failing = useLazyDialogTrigger(MarkFailedDialog.preload);
  const markPaid = useMutation({
    mutationFn: () => adminPayoutsApi.mark(payout.id, { outcome: 'paid' }),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      toast.success(t('revenue.payouts.markedPaid', { reference: payout.reference }));
    },
    onError: (error) => {
      setProblem(
        ApiError.is(error) && error.status === 409
          ? t('revenue.payouts.conflict', { message: error.message })
          : apiErrorMessage(tAuth, error, 'errors.generic'),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REVENUE_KEY }),
  });
  return (
    <div className="flex min-w-40 flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('revenue.payouts.markPaidLabel', { reference: payout.reference })}
          disabled={markPaid.isPending}
          onClick={() => markPaid.mutate()}
        >
          {t('revenue.payouts.markPaid')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          {...failing.trigger}
          aria-label={t('revenue.payouts.markFailedLabel', { reference: payout.reference })}
          disabled={markPaid.isPending}
          onClick={() => {
            setProblem(null);
            failing.trigger.onClick();
          }}
        >
          {t('revenue.payouts.markFailed')}
        </Button>
      </div>
      <FormError message={problem} />
      {failing.mounted ? (
        <Suspense fallback={null}>
          <MarkFailedDialog payout={payout} open={failing.open} onOpenChange={failing.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
