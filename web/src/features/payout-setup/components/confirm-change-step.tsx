import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/field';
import { OtpInput } from '@/features/auth/components/otp-input';
import { apiErrorMessage } from '@/features/auth/messages';
import { emptyOtp, isOtpComplete, otpValue } from '@/features/auth/otp';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '@/features/auth/use-cooldown';
import { ApiError } from '@/lib/api-client';
import type { BankAccountInput, PendingBankChange } from '@arrendo/contracts/web';
import { confirmFailure } from '../messages';
import { useCancelChange, useConfirmChange, useRequestChange } from '../use-bank-change';
import { MaskedAccount } from './masked-account';

export interface ConfirmChangeStepProps {
  pending: PendingBankChange;
  /** What was sent, to ask for a new code; null when the page no longer has it (a reload). */
  details: BankAccountInput | null;
  onConfirmed(): void;
  onCancelled(): void;
  /** The change is over (expired, replaced or cancelled elsewhere). */
  onGone(): void;
  /** A new code needs the details, which the page no longer has. */
  onRefill(): void;
  onResent(pending: PendingBankChange): void;
}

/** The emailed code that makes the waiting change the account payouts go to (as sign-up's). */
export function ConfirmChangeStep(props: ConfirmChangeStepProps) {
  const { pending, details, onConfirmed, onCancelled, onGone, onRefill, onResent } = props;
  const { t } = useTranslation('payout-setup');
  const { t: tAuth } = useTranslation('auth');
  const headingId = useId();
  const codeErrorId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A code was just sent when the page still has the details.
  const cooldown = useCooldown(details ? RESEND_COOLDOWN_SECONDS : 0);
  const otherFailure = (error: unknown) =>
    setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));

  const confirm = useConfirmChange({
    onSuccess: onConfirmed,
    onError: (error) => {
      const failure = confirmFailure(t, tAuth, error);
      if (failure.kind === 'gone') onGone();
      else if (failure.kind === 'code') setCodeError(failure.message);
      else setFormError(failure.message);
    },
  });
  const cancel = useCancelChange({
    onSuccess: onCancelled,
    onError: (error) => {
      if (ApiError.is(error) && error.isNotFound) onGone();
      else otherFailure(error);
    },
  });
  const resend = useRequestChange({
    onSuccess: (next) => {
      cooldown.start();
      setDigits(emptyOtp());
      onResent(next);
    },
    onError: otherFailure,
  });
  const busy = confirm.isPending || cancel.isPending || resend.isPending;
  const clearErrors = () => {
    setCodeError(null);
    setFormError(null);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-neutral-200 p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('confirm.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-700">
        {t('confirm.sent', { emailHint: pending.emailHint })}
      </p>
      <MaskedAccount account={pending} />
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          clearErrors();
          if (!isOtpComplete(digits)) {
            setCodeError(tAuth('validation.codeRequired'));
            return;
          }
          confirm.mutate({ changeId: pending.changeId, code: otpValue(digits) });
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-neutral-800">{t('confirm.code')}</legend>
          <OtpInput
            value={digits}
            onChange={setDigits}
            autoFocus
            invalid={!!codeError}
            describedBy={codeError ? codeErrorId : undefined}
          />
          <FieldError id={codeErrorId} message={codeError} />
        </fieldset>
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={busy || !isOtpComplete(digits)}>
            {t('confirm.submit')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={busy}
            onClick={() => {
              clearErrors();
              cancel.mutate(pending.changeId);
            }}
          >
            {t('confirm.cancel')}
          </Button>
        </div>
        <Button
          variant="link"
          disabled={busy || cooldown.active}
          onClick={() => {
            clearErrors();
            if (details) resend.mutate(details);
            else onRefill();
          }}
        >
          {cooldown.active
            ? t('confirm.resendIn', { seconds: cooldown.remaining })
            : t('confirm.resend')}
        </Button>
      </form>
    </section>
  );
}
