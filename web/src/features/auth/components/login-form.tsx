import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@arrendo/contracts/web';
import type { z } from 'zod';
import { authApi } from '../api';
import { LoginForm as Schema } from '../forms';
import { isEmailNotConfirmed, loginErrorMessage, translateMessage } from '../messages';
import { useLocale } from '../use-locale';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';

interface LoginFormProps {
  email: string;
  onSignedIn(user: Me): void;
  onNeedsVerification(): void;
  onForgotPassword(): void;
}

export function LoginForm({
  email,
  onSignedIn,
  onNeedsVerification,
  onForgotPassword,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { password: '' },
  });
  const login = useMutation({
    mutationFn: (password: string) => authApi.login({ email, password }),
    onSuccess: (res) => onSignedIn(res.user),
    onError: async (err) => {
      if (isEmailNotConfirmed(err)) {
        // An unverified account signs in by proving the address first (spec §4).
        try {
          await authApi.requestCode(email, 'verify_email', locale);
          onNeedsVerification();
        } catch (codeErr) {
          setFormError(loginErrorMessage(t, codeErr));
        }
        return;
      }
      setFormError(loginErrorMessage(t, err));
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        login.mutate(values.password);
      })}
    >
      <PasswordField
        label={t('password.label')}
        autoComplete="current-password"
        autoFocus
        error={translateMessage(t, form.formState.errors.password?.message) || undefined}
        {...form.register('password')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {t('password.submit.logIn')}
      </Button>
      <Button variant="link" onClick={onForgotPassword}>
        {t('password.forgot')}
      </Button>
    </form>
  );
}
