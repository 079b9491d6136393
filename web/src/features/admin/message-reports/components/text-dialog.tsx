import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { MESSAGE_REPORTS_KEY } from '../api';

/** The one text field both actions ask for: the removal's reason, or the warning's words. */
type TextBody = { reason: string } | { message: string };

export interface TextDialogProps<B extends TextBody> {
  open: boolean;
  onOpenChange(open: boolean): void;
  schema: z.ZodType<B, B>;
  field: keyof B & string;
  /** Keys under `dialogs.<kind>` in the namespace. */
  kind: 'remove' | 'warn';
  submit(body: B): Promise<unknown>;
  variant: 'danger' | 'primary';
}

/**
 * A dialog that asks for one text and runs an action with it. Nothing changes on screen until the
 * messaging service answers; then every list is read again (the report moves tab). A refusal
 * (409: another admin resolved it first) stays in the dialog with the service's reason.
 */
export function TextDialog<B extends TextBody>({
  open,
  onOpenChange,
  schema,
  field,
  kind,
  submit,
  variant,
}: TextDialogProps<B>) {
  const { t } = useTranslation('admin-message-reports');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<B>({
    resolver: zodResolver(schema),
    defaultValues: { [field]: '' } as never,
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const action = useMutation({
    mutationFn: submit,
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast.success(t(`dialogs.${kind}.done`));
      close(false);
    },
    onError: (error) => {
      setFormError(
        ApiError.is(error) && error.status === 409
          ? t('errors.conflict', { message: error.message })
          : ApiError.is(error) && error.status === 404
            ? t('errors.notFound')
            : t('errors.generic'),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGE_REPORTS_KEY }),
  });
  const fieldError = (form.formState.errors as Record<string, { type?: string } | undefined>)[
    field
  ];
  const errorText = fieldError
    ? fieldError.type === 'too_big'
      ? t(`dialogs.${kind}.tooLong`)
      : t(`dialogs.${kind}.required`)
    : undefined;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t(`dialogs.${kind}.title`)} closeLabel={t('dialogs.cancel')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((body) => action.mutate(body))}
        >
          <p className="text-neutral-700">{t(`dialogs.${kind}.intro`)}</p>
          <TextAreaField
            label={t(`dialogs.${kind}.label`)}
            hint={t(`dialogs.${kind}.hint`)}
            rows={4}
            error={errorText}
            {...form.register(field as never)}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={action.isPending}>
                {t('dialogs.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant={variant} disabled={action.isPending}>
              {t(`dialogs.${kind}.submit`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
