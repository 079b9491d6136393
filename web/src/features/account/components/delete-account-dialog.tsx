import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { apiErrorMessage, translateMessage } from '@/features/auth/messages';
import { upcomingBookingsBlocking } from '@/features/bookings/upcoming-conflict';
import { accountApi } from '../api';
import { DeleteAccountForm as Schema } from '../forms';

/** Deletion asks for the password, then lands on `/?deleted=true` (spec 2.2 banner). */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { password: '' },
  });
  const remove = useMutation({
    mutationFn: (password: string) => accountApi.deleteAccount(password),
    // A full load: every cache and the session cookie state must start over.
    onSuccess: () => window.location.assign('/?deleted=true'),
    onError: (err) => {
      const fieldMessage = ApiError.is(err) ? err.fieldMessage('password') : undefined;
      const upcoming = upcomingBookingsBlocking(err);
      if (upcoming !== undefined) {
        setFormError(t('settings.deleteBlocked', { count: upcoming }));
      } else if (
        fieldMessage === 'Incorrect password' ||
        (ApiError.is(err) && err.status === 401)
      ) {
        form.setError('password', { message: t('settings.wrongPassword') });
      } else if (fieldMessage) {
        // e.g. an account made through Google has no password to confirm with yet.
        form.setError('password', { message: fieldMessage });
      } else {
        setFormError(apiErrorMessage(tAuth, err, 'errors.generic'));
      }
    },
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          setFormError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="danger" size="lg">
          {t('settings.deleteButton')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1rem)] max-w-[568px] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-semibold">
            {t('settings.deleteDialogTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-neutral-700">
            {t('settings.deleteDialogText')}
          </Dialog.Description>
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((v) => {
              setFormError(null);
              remove.mutate(v.password);
            })}
          >
            <PasswordField
              label={t('settings.deletePassword')}
              autoComplete="current-password"
              error={translateMessage(tAuth, form.formState.errors.password?.message) || undefined}
              {...form.register('password')}
            />
            <FormError message={formError} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline" size="lg">
                  {t('settings.deleteCancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" size="lg" disabled={remove.isPending}>
                {t('settings.deleteConfirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
