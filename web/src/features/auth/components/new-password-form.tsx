import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewPasswordForm as Schema } from '../forms';
import { translateMessage } from '../messages';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { StrengthMeter } from './strength-meter';

/** Sign-up: choose a password (with confirmation and the strength meter), then complete-profile. */
export function NewPasswordForm({ onChosen }: { onChosen(password: string): void }) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = form.watch('password');
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => onChosen(values.password))}
    >
      <PasswordField
        label={t('password.label')}
        autoComplete="new-password"
        autoFocus
        error={translateMessage(t, errors.password?.message) || undefined}
        {...form.register('password')}
      />
      <PasswordField
        label={t('password.confirmLabel')}
        autoComplete="new-password"
        error={translateMessage(t, errors.confirmPassword?.message) || undefined}
        {...form.register('confirmPassword')}
      />
      <StrengthMeter password={password} />
      <Button type="submit" size="lg" className="w-full">
        {t('password.submit.continue')}
      </Button>
    </form>
  );
}
