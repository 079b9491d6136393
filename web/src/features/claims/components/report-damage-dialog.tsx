import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CLAIM_LIMITS, type BookingClaim } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { claimKeys, claimsApi } from '../api';
import { amountProblem, openClaimFormSchema, textProblem, type OpenClaimForm } from '../claim-form';
import { useClaimFormat } from '../format';
import { formatMajorAmount, parseMajorAmount } from '../money-input';
import { usePhotoUploads } from '../use-photo-uploads';
import { PhotoPicker } from './photo-picker';

export interface ReportDamageDialogProps {
  claimWindow: BookingClaim;
  listingTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The host's damage claim on a finished stay (decision 0051): the amount in pesos as people write
 * it (sent as the integer the API takes), what happened, and photos. The key that makes a resent
 * request land once lives as long as this attempt: a retry after a lost answer reuses it, a new
 * claim after success gets a new one. On success the claim's page opens.
 */
export function ReportDamageDialog({
  claimWindow,
  listingTitle,
  open,
  onOpenChange,
}: ReportDamageDialogProps) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clientKey = useRef(crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const photos = usePhotoUploads();
  const maxAmount = claimWindow.maxAmount;
  const form = useForm<OpenClaimForm>({
    resolver: zodResolver(openClaimFormSchema(fmt.numberLocale, maxAmount)),
    defaultValues: { amount: '', description: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      photos.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };

  const submit = useMutation({
    mutationFn: (values: OpenClaimForm) => {
      const amount = parseMajorAmount(values.amount, 'CLP', fmt.numberLocale, maxAmount);
      // The resolver has checked it already; this keeps the types honest.
      if (!amount.ok) throw new Error(amount.reason);
      return claimsApi.open({
        bookingId: claimWindow.bookingId,
        amount: amount.minor,
        description: values.description,
        photoIds: photos.photos.map((p) => p.id),
        clientKey: clientKey.current,
      });
    },
    onMutate: () => setFormError(null),
    onSuccess: async (answer) => {
      clientKey.current = crypto.randomUUID();
      close(false);
      await queryClient.invalidateQueries({ queryKey: claimKeys.booking(claimWindow.bookingId) });
      queryClient.setQueryData(claimKeys.detail(answer.claim.id), answer);
      await navigate({ to: '/claims/$claimId', params: { claimId: answer.claim.id } });
    },
    onError: (error) => {
      if (ApiError.is(error) && error.status === 400) {
        if (error.fieldMessage('amount')) {
          form.setError('amount', { message: 'invalid' }, { shouldFocus: true });
          return;
        }
        if (error.fieldMessage('description')) {
          form.setError('description', { type: 'custom' }, { shouldFocus: true });
          return;
        }
      }
      setFormError(
        ApiError.is(error) && error.status === 409
          ? t('open.errors.conflict')
          : ApiError.is(error) && error.status === 404
            ? t('open.errors.notFound')
            : t('open.errors.generic'),
      );
    },
  });

  const amountError = amountProblem(form.formState.errors.amount?.message);
  const descriptionError = textProblem(form.formState.errors.description?.type);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('open.title')} closeLabel={t('open.cancel')}>
        <form
          noValidate
          className="space-y-5"
          onSubmit={form.handleSubmit((values) => submit.mutate(values))}
          data-testid="report-damage-form"
        >
          <p className="text-neutral-700">
            {t('open.intro', { listing: listingTitle, until: fmt.instant(claimWindow.closesAt) })}
          </p>
          <TextField
            label={t('open.amount')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('open.amountHint', {
              max: formatMajorAmount(maxAmount, 'CLP', fmt.numberLocale),
            })}
            error={
              amountError
                ? t(`open.amountErrors.${amountError}`, { max: fmt.money(maxAmount) })
                : undefined
            }
            {...form.register('amount')}
          />
          <TextAreaField
            label={t('open.description')}
            hint={t('open.descriptionHint', { min: CLAIM_LIMITS.descriptionMin })}
            rows={5}
            error={
              descriptionError
                ? t(`open.descriptionErrors.${descriptionError}`, {
                    min: CLAIM_LIMITS.descriptionMin,
                    max: CLAIM_LIMITS.descriptionMax,
                  })
                : undefined
            }
            {...form.register('description')}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">{t('open.photos')}</legend>
            <PhotoPicker state={photos} testId="claim-photo-input" />
          </fieldset>
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={submit.isPending}>
                {t('open.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submit.isPending || photos.busy}>
              {t('open.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
