import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field';
import { BankAccountType } from '@arrendo/contracts/web';

interface AccountTypeFieldProps {
  registration: UseFormRegisterReturn<'accountType'>;
  error: string | undefined;
}

/** Cuenta corriente, vista (CuentaRUT) or de ahorro: native radios, so arrows and readers work. */
export function AccountTypeField({ registration, error }: AccountTypeFieldProps) {
  const { t } = useTranslation('payout-setup');
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-neutral-800">{t('form.accountType')}</legend>
      {BankAccountType.options.map((type) => (
        <label
          key={type}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 px-3 py-3 has-[:checked]:border-neutral-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neutral-900"
        >
          <input
            type="radio"
            value={type}
            aria-invalid={error ? true : undefined}
            className="size-4 accent-neutral-900"
            {...registration}
          />
          <span>{t(`accountTypes.${type}`)}</span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
