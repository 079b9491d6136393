import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { REVIEW_RESPONSE_TEXT } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { respondToReview, reviewKeys } from '../api';

/** The host's one public answer to the guest's published review. */
export function ResponseForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('reviews');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const respond = useMutation({
    mutationFn: (body: { text: string }) => respondToReview(reviewId, body),
    onSuccess: () => {
      toast.success(t('response.sentToast'));
      return client.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error) => {
      toast.error(
        t(ApiError.is(error) && error.status === 409 ? 'response.conflict' : 'card.failed'),
      );
      return client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const trimmed = text.trim();
  const error = trimmed.length < REVIEW_RESPONSE_TEXT.min ? t('response.required') : undefined;
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (!error) respond.mutate({ text: trimmed });
      }}
    >
      <TextAreaField
        label={t('response.label')}
        hint={t('response.hint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_RESPONSE_TEXT.max}
        rows={3}
        error={showErrors ? error : undefined}
      />
      <Button type="submit" variant="outline" disabled={respond.isPending}>
        {t('response.submit')}
      </Button>
    </form>
  );
}
