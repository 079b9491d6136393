import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { formatMoney } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ADMIN_BOOKINGS_KEY, adminBookingApi, adminCancellationQuoteQuery } from '../api';
import { adminBookingErrorMessage } from '../messages';
import {
  CancelForm,
  REFUND_KINDS,
  refundAmountOf,
  refundChoiceOf,
  refundError,
  type CancelFormValues,
} from '../refund';

export interface CancelDialogProps {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const DEFAULTS: CancelFormValues = { kind: 'policy', amount: '', reason: '' };

/**
 * Cancels a booking with the refund the admin chooses (decision 0050), showing the amount each
 * choice gives back before anything changes. The booking service computes it again: a policy
 * deadline passed meanwhile answers 409, and the dialog shows the new amount. One key per
 * opening, so a retried click cancels and refunds once.
 */
export function CancelDialog({ bookingId, open, onOpenChange }: CancelDialogProps) {
  const { t, i18n } = useTranslation('admin-bookings');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const quote = useQuery({ ...adminCancellationQuoteQuery(bookingId), enabled: open });
  const form = useForm<CancelFormValues>({
    resolver: zodResolver(CancelForm),
    defaultValues: DEFAULTS,
  });
  const [kind, amountText] = useWatch({ control: form.control, name: ['kind', 'amount'] });
  const money = (amount: number) => formatMoney({ amount, currency: 'CLP' }, i18n.language);
  const close = (next: boolean) => {
    if (!next) {
      form.reset(DEFAULTS);
      setFormError(null);
      setKey(crypto.randomUUID());
    }
    onOpenChange(next);
  };
  const cancel = useMutation({
    mutationFn: (values: CancelFormValues & { refund: number }) =>
      adminBookingApi.cancel(
        bookingId,
        {
          refund: refundChoiceOf(values.kind, values.refund),
          expectedRefund: values.refund,
          reason: values.reason,
        },
        key,
      ),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast.success(t('cancel.done'));
      close(false);
    },
    onError: (error) => {
      setFormError(adminBookingErrorMessage(t, error));
      // A new attempt after a refusal is a new command.
      setKey(crypto.randomUUID());
      void quote.refetch();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
  });

  const data = quote.data;
  const amount = data ? refundAmountOf({ kind, amount: amountText }, data) : null;
  const tooHigh = data ? refundError(amount, data.paid.amount) : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('cancel.dialogTitle')} closeLabel={t('cancel.close')}>
        {quote.isPending ? (
          <LoadingDots />
        ) : quote.isError || !data ? (
          <p role="alert" className="text-red-700">
            {t('cancel.quoteError')}
          </p>
        ) : !data.cancellable ? (
          <p role="alert" className="text-neutral-800">
            {t('cancel.notCancellable')}
          </p>
        ) : (
          <form
            noValidate
            className="space-y-5"
            onSubmit={form.handleSubmit((values) => {
              if (amount === null || tooHigh) return;
              cancel.mutate({ ...values, refund: amount });
            })}
          >
            <p className="text-neutral-700">
              {t('cancel.intro', { paid: money(data.paid.amount) })}
            </p>
            <fieldset>
              <legend className="mb-2 font-medium">{t('cancel.refundLegend')}</legend>
              <div className="space-y-2">
                {REFUND_KINDS.map((choice) => (
                  <label key={choice} className="flex items-start gap-2">
                    <input
                      type="radio"
                      value={choice}
                      className="mt-1"
                      {...form.register('kind')}
                    />
                    <span>
                      <span className="block">{t(`cancel.kinds.${choice}`)}</span>
                      <span className="block text-sm text-neutral-600">
                        {choice === 'policy'
                          ? t('cancel.kindHints.policy', {
                              percent: data.policyPercent,
                              amount: money(data.policyRefund.amount),
                              policy: t(`policies.${data.policy}`),
                            })
                          : choice === 'full'
                            ? t('cancel.kindHints.full', { amount: money(data.paid.amount) })
                            : t(`cancel.kindHints.${choice}`)}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {kind === 'custom' ? (
              <TextField
                label={t('cancel.amount')}
                hint={t('cancel.amountHint', { paid: money(data.paid.amount) })}
                inputMode="numeric"
                autoComplete="off"
                error={
                  form.formState.errors.amount?.message
                    ? t(form.formState.errors.amount.message)
                    : tooHigh
                      ? t(tooHigh, { paid: money(data.paid.amount) })
                      : undefined
                }
                {...form.register('amount')}
              />
            ) : null}
            <p
              className="rounded-lg bg-neutral-100 p-3 font-medium"
              data-testid="admin-refund-amount"
            >
              {amount === null
                ? t('cancel.amountUnknown')
                : t('cancel.refundShown', { amount: money(amount) })}
            </p>
            <TextAreaField
              label={t('cancel.reason')}
              hint={t('cancel.reasonHint')}
              rows={3}
              maxLength={500}
              error={
                form.formState.errors.reason?.message
                  ? t(form.formState.errors.reason.message)
                  : undefined
              }
              {...form.register('reason')}
            />
            <FormError message={formError} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  {t('cancel.keep')}
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={cancel.isPending || !!tooHigh}>
                {t('cancel.confirm')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
