import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { MarkPayoutBody, type AdminPayout } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/features/auth/messages';
import { ApiError } from '@/lib/api-client';
import { ADMIN_REVENUE_KEY, adminPayoutsApi } from '../api';
import { fieldMessage } from '../messages';

type FailedBody = Extract<MarkPayoutBody, { outcome: 'failed' }>;

export interface MarkFailedDialogProps {
  payout: AdminPayout;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Marks a scheduled payout failed, with the bank's reason (the host reads it on `/payments`):
 * its lines go back to the host's balance. Nothing changes on screen until the answer: then the
 * batch is read again, also when another admin answered first (409, shown here).
 */
export function MarkFailedDialog({ payout, open, onOpenChange }: MarkFailedDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FailedBody>({
    resolver: zodResolver(MarkPayoutBody.options[1]),
    defaultValues: { outcome: 'failed', reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const mark = useMutation({
    mutationFn: (body: FailedBody) => adminPayoutsApi.mark(payout.id, body),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast.success(t('revenue.payouts.markedFailed', { reference: payout.reference }));
      close(false);
    },
    onError: (error) => {
      if (ApiError.is(error) && error.status === 409) {
        setFormError(t('revenue.payouts.conflict', { message: error.message }));
        return;
      }
      const onReason = ApiError.is(error) ? error.fieldMessage('reason') : undefined;
      if (onReason) form.setError('reason', { message: onReason }, { shouldFocus: true });
      else setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REVENUE_KEY }),
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t('revenue.markFailed.title', { reference: payout.reference })}
        closeLabel={t('revenue.markFailed.cancel')}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((body) => mark.mutate(body))}
        >
          <p className="text-neutral-700">{t('revenue.markFailed.intro')}</p>
          <TextField
            label={t('revenue.markFailed.reason')}
            hint={t('revenue.markFailed.reasonHint')}
            autoComplete="off"
            error={fieldMessage(t, tAuth, form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={mark.isPending}>
                {t('revenue.markFailed.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={mark.isPending}>
              {t('revenue.markFailed.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
