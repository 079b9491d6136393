import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api';
import { apiErrorMessage } from '../messages';
import { useLocale } from '../use-locale';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';

/** Forgot password: e-mail a reset code, then the reset form asks for it. */
export function ForgotPasswordForm({ email, onSent }: { email: string; onSent(): void }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => authApi.requestCode(email, 'reset_password', locale),
    onSuccess: onSent,
    onError: (err) =>
      setFormError(apiErrorMessage(t, err, 'errors.resetEmail', { useServerMessage: false })),
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setFormError(null);
        send.mutate();
      }}
    >
      <p className="text-sm text-neutral-700">{t('password.resetIntro', { email })}</p>
      <FormError message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {t('password.submit.sendResetInstructions')}
      </Button>
    </form>
  );
}
