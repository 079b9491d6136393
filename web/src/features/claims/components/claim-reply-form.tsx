import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLAIM_LIMITS, type ClaimResponse, type Photo } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { ClaimReplyForm, textProblem } from '../claim-form';
import { usePhotoUploads } from '../use-photo-uploads';
import { PhotoPicker } from './photo-picker';

export interface ClaimReplyBoxProps {
  /** The query the answer replaces (the parties' claim, or the admin's). */
  queryKey: readonly unknown[];
  label: string;
  submitLabel: string;
  /** Extra fields above the text (the admin's audience). */
  extra?: ReactNode;
  send(input: { clientId: string; body: string; photoIds: string[] }): Promise<ClaimResponse>;
}

/**
 * Writes on an open claim: text and photos. The `clientId` belongs to the message being written:
 * a resend after a lost answer lands once; the next message gets a new one. The service's answer
 * is the whole claim, which replaces the page's.
 */
export function ClaimReplyBox({ queryKey, label, submitLabel, extra, send }: ClaimReplyBoxProps) {
  const { t } = useTranslation('claims');
  const queryClient = useQueryClient();
  const clientId = useRef(crypto.randomUUID());
  const photos = usePhotoUploads();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClaimReplyForm>({
    resolver: zodResolver(ClaimReplyForm),
    defaultValues: { body: '' },
  });
  const mutation = useMutation({
    mutationFn: (input: { body: string; photos: Photo[] }) =>
      send({
        clientId: clientId.current,
        body: input.body,
        photoIds: input.photos.map((p) => p.id),
      }),
    onMutate: () => setFormError(null),
    onSuccess: (answer) => {
      clientId.current = crypto.randomUUID();
      queryClient.setQueryData(queryKey, answer);
      form.reset();
      photos.reset();
    },
    onError: (error) => {
      setFormError(
        ApiError.is(error) && error.status === 409
          ? t('reply.errors.closed')
          : ApiError.is(error) && error.status === 400
            ? t('reply.errors.invalid')
            : t('reply.errors.generic'),
      );
      if (ApiError.is(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const problem = textProblem(form.formState.errors.body?.type);
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="claim-reply"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({ body: values.body, photos: photos.photos }),
      )}
    >
      {extra}
      <TextAreaField
        label={label}
        rows={4}
        error={
          problem ? t(`reply.bodyErrors.${problem}`, { max: CLAIM_LIMITS.messageMax }) : undefined
        }
        {...form.register('body')}
      />
      <PhotoPicker state={photos} testId="claim-reply-photo-input" />
      <FormError message={formError} />
      <Button type="submit" disabled={mutation.isPending || photos.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
