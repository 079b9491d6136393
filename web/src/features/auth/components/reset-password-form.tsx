import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@arrendo/contracts/web';
import type { z } from 'zod';
import { authApi } from '../api';
import { ResetPasswordForm as Schema } from '../forms';
import { apiErrorMessage, translateMessage } from '../messages';
import { emptyOtp, otpValue } from '../otp';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../use-cooldown';
import { useLocale } from '../use-locale';
import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';
import { StrengthMeter } from './strength-meter';

interface ResetPasswordFormProps {
  email: string;
  /** True when we just sent the code, so the resend link starts cooling down. */
  codeJustSent: boolean;
  onReset(user: Me): void;
}

/** Reset: the e-mailed code, a new password and its confirmation → signed in. */
export function ResetPasswordForm({ email, codeJustSent, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [digits, setDigits] = useState(emptyOtp);
  const [formError, setFormError] = useState<string | null>(null);
  const cooldown = useCooldown(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const codeErrorId = useId();
  const reset = useMutation({
    mutationFn: (values: z.output<typeof Schema>) =>
      authApi.resetPassword({ email, code: values.code, password: values.password }),
    onSuccess: (res) => onReset(res.user),
    onError: (err) => setFormError(apiErrorMessage(t, err, 'errors.generic')),
  });
  const resend = useMutation({
    mutationFn: () => authApi.requestCode(email, 'reset_password', locale),
    onSuccess: () => cooldown.start(),
    onError: (err) =>
      setFormError(apiErrorMessage(t, err, 'errors.resetEmail', { useServerMessage: false })),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        reset.mutate(values);
      })}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-neutral-800">
          {t('password.codeLabel', { email })}
        </legend>
        <OtpInput
          value={digits}
          autoFocus
          invalid={!!errors.code}
          describedBy={errors.code ? codeErrorId : undefined}
          onChange={(next) => {
            setDigits(next);
            form.setValue('code', otpValue(next), { shouldValidate: form.formState.isSubmitted });
          }}
        />
        <FieldError id={codeErrorId} message={translateMessage(t, errors.code?.message)} />
        <ResendCodeButton
          remaining={cooldown.remaining}
          pending={resend.isPending}
          label={t('password.resendResetCode')}
          onResend={() => {
            setFormError(null);
            resend.mutate();
          }}
        />
      </fieldset>
      <PasswordField
        label={t('password.newLabel')}
        autoComplete="new-password"
        error={translateMessage(t, errors.password?.message) || undefined}
        {...form.register('password')}
      />
      <PasswordField
        label={t('password.confirmLabel')}
        autoComplete="new-password"
        error={translateMessage(t, errors.confirmPassword?.message) || undefined}
        {...form.register('confirmPassword')}
      />
      <StrengthMeter password={form.watch('password')} />
      <FormError message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {t('password.submit.updatePassword')}
      </Button>
    </form>
  );
}
