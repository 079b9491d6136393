import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { CLAIM_LIMITS, type Claim, type ClaimResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { amountProblem, textProblem } from '@/features/claims/claim-form';
import { useClaimFormat } from '@/features/claims/format';
import { formatMajorAmount, parseMajorAmount } from '@/features/claims/money-input';
import { ADMIN_CLAIMS_KEY, adminClaimKey, adminClaimsApi } from '../api';
import { approveFormSchema, RejectForm, type ApproveForm } from '../decision-forms';

interface DecisionDialogProps {
  claim: Claim;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** What a refused decision says: decided meanwhile (409), gone (404), or anything else. */
function useDecisionError() {
  const { t } = useTranslation('admin-claims');
  return (error: unknown) =>
    ApiError.is(error) && error.status === 409
      ? t('decide.errors.conflict')
      : ApiError.is(error) && error.status === 404
        ? t('decide.errors.notFound')
        : t('decide.errors.generic');
}

function useDecision<B>(claim: Claim, run: (body: B) => Promise<ClaimResponse>, done: () => void) {
  const queryClient = useQueryClient();
  const message = useDecisionError();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onMutate: () => setFormError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminClaimKey(claim.id), answer);
      done();
    },
    onError: (error) => setFormError(message(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY }),
  });
  return { mutation, formError, setFormError };
}

function DialogButtons({
  pending,
  submit,
  variant,
}: {
  pending: boolean;
  submit: string;
  variant: 'primary' | 'danger';
}) {
  const { t } = useTranslation('admin-claims');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {t('decide.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={pending}>
        {submit}
      </Button>
    </div>
  );
}

/**
 * Approving: the amount (the claimed one to begin with, at most that), an optional note to both
 * sides, and what follows said before it happens: the host's payout gets the amount, the guest is
 * told they owe it.
 */
export function ApproveDialog({ claim, open, onOpenChange }: DecisionDialogProps) {
  const { t } = useTranslation('admin-claims');
  const fmt = useClaimFormat();
  const initial = { amount: formatMajorAmount(claim.amount, 'CLP', fmt.numberLocale), note: '' };
  const form = useForm<ApproveForm>({
    resolver: zodResolver(approveFormSchema(fmt.numberLocale, claim.amount)),
    defaultValues: initial,
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset(initial);
      setFormError(null);
    }
    onOpenChange(next);
  };
  const { mutation, formError, setFormError } = useDecision(
    claim,
    (values: ApproveForm) => {
      const amount = parseMajorAmount(values.amount, 'CLP', fmt.numberLocale, claim.amount);
      if (!amount.ok) throw new Error(amount.reason);
      const note = values.note.trim();
      return adminClaimsApi.approve(
        claim.id,
        note ? { amount: amount.minor, note } : { amount: amount.minor },
      );
    },
    () => {
      toast.success(t('decide.approved'));
      close(false);
    },
  );
  const amountError = amountProblem(form.formState.errors.amount?.message);
  const noteError = textProblem(form.formState.errors.note?.message);
  const typed = parseMajorAmount(form.watch('amount'), 'CLP', fmt.numberLocale, claim.amount);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('decide.approveTitle')} closeLabel={t('decide.cancel')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <p className="text-neutral-700">
            {t('decide.approveIntro', { claimed: fmt.money(claim.amount) })}
          </p>
          <TextField
            label={t('decide.amount')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('decide.amountHint', { max: fmt.money(claim.amount) })}
            error={
              amountError
                ? t(`decide.amountErrors.${amountError}`, { max: fmt.money(claim.amount) })
                : undefined
            }
            {...form.register('amount')}
          />
          <TextAreaField
            label={t('decide.noteOptional')}
            rows={3}
            error={
              noteError
                ? t(`decide.noteErrors.${noteError}`, {
                    min: CLAIM_LIMITS.decisionNoteMin,
                    max: CLAIM_LIMITS.decisionNoteMax,
                  })
                : undefined
            }
            {...form.register('note')}
          />
          <p className="rounded-lg bg-neutral-100 p-3 text-sm" data-testid="approve-consequence">
            {typed.ok
              ? t('decide.approveConsequence', { amount: fmt.money(typed.minor) })
              : t('decide.approveConsequenceNoAmount')}
          </p>
          <FormError message={formError} />
          <DialogButtons
            pending={mutation.isPending}
            submit={t('decide.approve')}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Rejecting: a note to both sides is required (they read why); the host is paid nothing. */
export function RejectDialog({ claim, open, onOpenChange }: DecisionDialogProps) {
  const { t } = useTranslation('admin-claims');
  const form = useForm<RejectForm>({
    resolver: zodResolver(RejectForm),
    defaultValues: { note: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const { mutation, formError, setFormError } = useDecision(
    claim,
    (values: RejectForm) => adminClaimsApi.reject(claim.id, values),
    () => {
      toast.success(t('decide.rejected'));
      close(false);
    },
  );
  const noteError = textProblem(form.formState.errors.note?.type);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('decide.rejectTitle')} closeLabel={t('decide.cancel')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <p className="text-neutral-700">{t('decide.rejectIntro')}</p>
          <TextAreaField
            label={t('decide.note')}
            rows={4}
            error={
              noteError
                ? t(`decide.noteErrors.${noteError}`, {
                    min: CLAIM_LIMITS.decisionNoteMin,
                    max: CLAIM_LIMITS.decisionNoteMax,
                  })
                : undefined
            }
            {...form.register('note')}
          />
          <FormError message={formError} />
          <DialogButtons
            pending={mutation.isPending}
            submit={t('decide.reject')}
            variant="danger"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
