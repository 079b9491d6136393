import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/features/auth/messages';
import type { RevenueFormat } from '../format';
import { ApiError } from '@/lib/api-client';
import { adminPayoutsApi } from '../api';
import {
  ClaimForm as ClaimFormSchema,
  EMPTY_CLAIM,
  isClaimField,
  type ClaimFormInput,
  type ClaimFormValues,
} from '../forms';
import { fieldMessage } from '../messages';

/**
 * A claim on a booking's payout: positive pays its host more (damage the guest paid for),
 * negative comes off the host's next payout. The key is made once per form, so a double submit
 * (or a resend after a lost answer) lands once; a new one after each claim that landed.
 */
export function ClaimForm({ fmt }: { fmt: RevenueFormat }) {
  const { t } = useTranslation('admin');
  const { t: tAuth } = useTranslation('auth');
  const headingId = useId();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClaimFormInput, unknown, ClaimFormValues>({
    resolver: zodResolver(ClaimFormSchema),
    defaultValues: EMPTY_CLAIM,
  });
  const claim = useMutation({
    mutationFn: (values: ClaimFormValues) => adminPayoutsApi.claim({ ...values, key }),
    onMutate: () => setFormError(null),
    onSuccess: (line) => {
      toast.success(t('revenue.claim.added', { amount: fmt.money(line.amount) }));
      form.reset(EMPTY_CLAIM);
      setKey(crypto.randomUUID());
    },
    onError: (error) => {
      if (ApiError.is(error) && error.isNotFound) {
        setFormError(t('revenue.claim.errors.notFound'));
        return;
      }
      // The server checks the same rules: its field errors go on the fields they name.
      const onFields = ApiError.is(error)
        ? error.fields.flatMap((f) => (isClaimField(f.path) ? [f] : []))
        : [];
      onFields.forEach((f, i) =>
        form.setError(
          f.path as 'bookingId' | 'amount' | 'note',
          { message: f.message },
          { shouldFocus: i === 0 },
        ),
      );
      if (onFields.length === 0) setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));
    },
  });
  const errors = form.formState.errors;
  const msg = (message: string | undefined) => fieldMessage(t, tAuth, message);

  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {t('revenue.claim.title')}
        </h2>
        <p className="text-sm text-neutral-600">{t('revenue.claim.intro')}</p>
      </div>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => claim.mutate(values))}
      >
        <TextField
          label={t('revenue.claim.bookingId')}
          autoComplete="off"
          spellCheck={false}
          error={msg(errors.bookingId?.message)}
          {...form.register('bookingId')}
        />
        <TextField
          label={t('revenue.claim.amount')}
          hint={t('revenue.claim.amountHint')}
          autoComplete="off"
          error={msg(errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextField
          label={t('revenue.claim.note')}
          hint={t('revenue.claim.noteHint')}
          autoComplete="off"
          error={msg(errors.note?.message)}
          {...form.register('note')}
        />
        <FormError message={formError} />
        <Button type="submit" disabled={claim.isPending}>
          {t('revenue.claim.submit')}
        </Button>
      </form>
    </section>
  );
}
