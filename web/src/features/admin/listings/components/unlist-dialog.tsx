import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { UnlistListingBody, type AdminListingResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { ADMIN_LISTINGS_KEY, adminListingApi } from '../api';
import { adminListingErrorMessage, reasonMessage } from '../messages';

export interface UnlistDialogProps {
  listing: AdminListingResponse;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Asks why before unlisting: the reason is emailed to the host and kept in the audit log.
 * Nothing changes on screen until the listing service answers.
 */
export function UnlistDialog({ listing, title, open, onOpenChange }: UnlistDialogProps) {
  const { t } = useTranslation('admin-listings');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UnlistListingBody>({
    resolver: zodResolver(UnlistListingBody),
    defaultValues: { reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const unlist = useMutation({
    mutationFn: (body: UnlistListingBody) => adminListingApi.unlist(listing.id, body),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast.success(t('unlist.done', { title }));
      close(false);
    },
    onError: (error) => {
      const onReason = ApiError.is(error) ? error.fieldMessage('reason') : undefined;
      if (onReason) {
        form.setError('reason', { message: onReason }, { shouldFocus: true });
      } else {
        setFormError(adminListingErrorMessage(t, error));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_LISTINGS_KEY }),
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('unlist.dialogTitle', { title })} closeLabel={t('unlist.cancel')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((body) => unlist.mutate(body))}
        >
          <p className="text-neutral-700">{t('unlist.dialogIntro')}</p>
          <TextAreaField
            label={t('unlist.reason')}
            hint={t('unlist.reasonHint')}
            rows={4}
            maxLength={500}
            error={reasonMessage(t, form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={unlist.isPending}>
                {t('unlist.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={unlist.isPending}>
              {t('unlist.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
