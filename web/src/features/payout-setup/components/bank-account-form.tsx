import { useId, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/features/auth/messages';
import { ApiError } from '@/lib/api-client';
import {
  BankAccountInput,
  CHILEAN_BANKS,
  formatRut,
  normalizeRut,
  type BankAccountDetails,
  type PendingBankChange,
} from '@arrendo/contracts/web';
import { isBankAccountField } from '../forms';
import { fieldMessage } from '../messages';
import { useRequestChange } from '../use-bank-change';
import { AccountTypeField } from './account-type-field';

export interface BankAccountFormProps {
  /** Adding a first account, or replacing the confirmed one. */
  title: string;
  defaultValues: DefaultValues<BankAccountInput>;
  /** The code went out; `details` are what was sent (to ask for a new code later). */
  onSent(pending: PendingBankChange, details: BankAccountInput): void;
  /** A way out of the form (keep the current account, back to the code). */
  secondary?: { label: string; onClick(): void } | undefined;
}

/** The Chilean bank account payouts go to; sending it only asks for the emailed code. */
export function BankAccountForm({ title, defaultValues, onSent, secondary }: BankAccountFormProps) {
  const { t } = useTranslation('payout-setup');
  const { t: tAuth } = useTranslation('auth');
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BankAccountInput, unknown, BankAccountDetails>({
    resolver: zodResolver(BankAccountInput),
    defaultValues,
  });
  const request = useRequestChange({
    onSuccess: onSent,
    onError: (error) => {
      // The server checks the same schema: its field errors go on the fields they name.
      const onFields = ApiError.is(error)
        ? error.fields.flatMap((f) =>
            isBankAccountField(f.path) ? [{ path: f.path, message: f.message }] : [],
          )
        : [];
      onFields.forEach(({ path, message }, i) =>
        form.setError(path, { message }, { shouldFocus: i === 0 }),
      );
      if (onFields.length === 0) setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));
    },
  });
  const errors = form.formState.errors;
  const msg = (message: string | undefined) => fieldMessage(t, tAuth, message);
  const rut = form.register('rut', {
    // `12.345.678-5` however it was typed, once it is a RUT.
    onBlur: (event: { target: { value: string } }) => {
      const normalized = normalizeRut(event.target.value);
      if (normalized) form.setValue('rut', formatRut(normalized));
    },
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-neutral-200 p-5">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((details) => {
          setFormError(null);
          request.mutate(details);
        })}
      >
        <TextField
          label={t('form.rut')}
          hint={t('form.rutHint')}
          placeholder={t('form.rutPlaceholder')}
          autoComplete="off"
          maxLength={20}
          error={msg(errors.rut?.message)}
          {...rut}
        />
        <TextField
          label={t('form.holderName')}
          autoComplete="name"
          maxLength={100}
          error={msg(errors.holderName?.message)}
          {...form.register('holderName')}
        />
        <SelectField
          label={t('form.bank')}
          error={msg(errors.bankCode?.message)}
          {...form.register('bankCode')}
        >
          <option value="">{t('form.bankPlaceholder')}</option>
          {CHILEAN_BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {t('form.bankOption', { name: bank.name, code: bank.code })}
            </option>
          ))}
        </SelectField>
        <AccountTypeField
          registration={form.register('accountType')}
          error={msg(errors.accountType?.message)}
        />
        <TextField
          label={t('form.accountNumber')}
          hint={t('form.accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          error={msg(errors.accountNumber?.message)}
          {...form.register('accountNumber')}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={request.isPending}>
            {t('form.submit')}
          </Button>
          {secondary ? (
            <Button variant="outline" size="lg" onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
