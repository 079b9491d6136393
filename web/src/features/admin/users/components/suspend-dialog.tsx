import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { SuspendUserBody, type AdminUserDetail } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { ADMIN_USERS_KEY, adminUserApi } from '../api';
import { adminUserErrorMessage, reasonMessage } from '../messages';

export interface SuspendDialogProps {
  user: AdminUserDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Asks why before suspending (the reason goes to the audit log). Nothing changes on screen until
 * identity answers; a refusal (the last admin, oneself) is shown in the dialog.
 */
export function SuspendDialog({ user, open, onOpenChange }: SuspendDialogProps) {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SuspendUserBody>({
    resolver: zodResolver(SuspendUserBody),
    defaultValues: { reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const suspend = useMutation({
    mutationFn: (body: SuspendUserBody) => adminUserApi.suspend(user.id, body),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast.success(t('suspension.suspended', { email: user.email }));
      close(false);
    },
    onError: (error) => {
      const onReason = ApiError.is(error) ? error.fieldMessage('reason') : undefined;
      if (onReason) {
        form.setError('reason', { message: onReason }, { shouldFocus: true });
      } else {
        setFormError(adminUserErrorMessage(t, error));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t('suspension.dialogTitle', { email: user.email })}
        closeLabel={t('suspension.cancel')}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((body) => suspend.mutate(body))}
        >
          <p className="text-neutral-700">{t('suspension.dialogIntro')}</p>
          <TextAreaField
            label={t('suspension.reason')}
            hint={t('suspension.reasonHint')}
            rows={4}
            maxLength={500}
            error={reasonMessage(t, form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={suspend.isPending}>
                {t('suspension.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={suspend.isPending}>
              {t('suspension.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
