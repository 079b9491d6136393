import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { StrengthMeter } from '@/features/auth/components/strength-meter';
import { apiErrorMessage, translateMessage } from '@/features/auth/messages';
import { accountApi } from '../api';
import { ChangePasswordForm as Schema } from '../forms';

type Output = z.output<typeof Schema>;

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const form = useForm<z.input<typeof Schema>, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (v: Output) =>
      accountApi.changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
    onSuccess: () => {
      form.reset();
      toast.success(t('settings.passwordChanged'));
    },
    onError: (err) => {
      const wrongCurrent =
        ApiError.is(err) &&
        (err.status === 401 || err.status === 403 || !!err.fieldMessage('currentPassword'));
      if (wrongCurrent) {
        form.setError('currentPassword', { message: t('settings.wrongPassword') });
      } else {
        toast.error(apiErrorMessage(tAuth, err, 'errors.generic'));
      }
    },
  });
  const errors = form.formState.errors;
  const msg = (m: string | undefined) => translateMessage(tAuth, m) || undefined;

  return (
    <form
      noValidate
      className="max-w-md space-y-4"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={msg(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        error={msg(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        error={msg(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <StrengthMeter password={form.watch('newPassword')} />
      <Button type="submit" size="lg" disabled={change.isPending}>
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}
