import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Me } from '@arrendo/contracts/web';
import { authApi } from '../api';
import { apiErrorMessage } from '../messages';
import { emptyOtp, isOtpComplete, otpValue } from '../otp';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../use-cooldown';
import { useLocale } from '../use-locale';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

interface VerifyOtpStepProps {
  email: string;
  onVerified(user: Me): void;
}

export function VerifyOtpStep({ email, onVerified }: VerifyOtpStepProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [digits, setDigits] = useState(emptyOtp);
  const [formError, setFormError] = useState<string | null>(null);
  // A code was just sent on the way here.
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const verify = useMutation({
    mutationFn: (code: string) => authApi.verifyEmail({ email, code }),
    onSuccess: (res) => onVerified(res.user),
    onError: (err) => {
      const message = apiErrorMessage(t, err, 'errors.verify');
      setFormError(message);
      toast.error(message);
    },
  });
  const resend = useMutation({
    mutationFn: () => authApi.requestCode(email, 'verify_email', locale),
    onSuccess: () => {
      cooldown.start();
      setDigits(emptyOtp());
      toast.success(t('otp.codeSent', { email }));
    },
    onError: (err) => setFormError(apiErrorMessage(t, err, 'errors.generic')),
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setFormError(null);
        if (!isOtpComplete(digits)) {
          setFormError(t('validation.codeRequired'));
          return;
        }
        verify.mutate(otpValue(digits));
      }}
    >
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold">{t('otp.title')}</h2>
        <p className="text-sm text-neutral-700">{t('otp.subtitle', { email })}</p>
      </div>
      <OtpInput value={digits} onChange={setDigits} autoFocus invalid={!!formError} />
      <FormError message={formError} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={verify.isPending || !isOtpComplete(digits)}
      >
        {t('otp.verify')}
      </Button>
      <div className="text-center">
        <ResendCodeButton
          remaining={cooldown.remaining}
          pending={resend.isPending}
          label={t('otp.resend')}
          onResend={() => {
            setFormError(null);
            resend.mutate();
          }}
        />
      </div>
    </form>
  );
}
