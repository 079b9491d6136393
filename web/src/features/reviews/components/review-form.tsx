import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  REVIEW_CATEGORIES,
  REVIEW_TEXT,
  type CategoryRatings,
  type Review,
  type ReviewCategory,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { reviewKeys, writeReview } from '../api';
import { StarInput } from './star-input';

type Categories = Record<ReviewCategory, number | null>;

const NO_CATEGORIES: Categories = {
  cleanliness: null,
  accuracy: null,
  communication: null,
  location: null,
  checkIn: null,
  value: null,
};

function complete(categories: Categories): CategoryRatings | null {
  const entries = REVIEW_CATEGORIES.map((c) => [c, categories[c]] as const);
  if (entries.some(([, v]) => v === null)) return null;
  return Object.fromEntries(entries) as CategoryRatings;
}

/**
 * Writing one's review of a booking: a guest rates the stay overall and in six categories, a
 * host the guest; both write a text. Checked here as the service checks it, so a refusal is rare.
 */
export function ReviewForm({ bookingId, role }: { bookingId: string; role: Review['authorRole'] }) {
  const { t } = useTranslation('reviews');
  const client = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [categories, setCategories] = useState<Categories>(NO_CATEGORIES);
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const write = useMutation({
    mutationFn: (body: Parameters<typeof writeReview>[1]) => writeReview(bookingId, body),
    onSuccess: (reviews) => {
      client.setQueryData(reviewKeys.booking(bookingId), reviews);
      toast.success(t(reviews.mine?.publishedAt ? 'card.publishedToast' : 'card.sentToast'));
      return client.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error) => {
      toast.error(t(ApiError.is(error) && error.status === 409 ? 'card.conflict' : 'card.failed'));
      return client.invalidateQueries({ queryKey: reviewKeys.booking(bookingId) });
    },
  });

  const trimmed = text.trim();
  const textError =
    trimmed.length < REVIEW_TEXT.min
      ? t('form.textTooShort', { min: REVIEW_TEXT.min })
      : trimmed.length > REVIEW_TEXT.max
        ? t('form.textTooLong', { max: REVIEW_TEXT.max })
        : undefined;
  const rated = complete(categories);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (rating === null || textError || (role === 'guest' && !rated)) return;
    write.mutate({
      rating,
      text: trimmed,
      ...(role === 'guest' && rated ? { categories: rated } : {}),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="review-form">
      <StarInput
        name="rating"
        legend={t(role === 'guest' ? 'form.overall' : 'form.guestRating')}
        value={rating}
        onChange={setRating}
        error={showErrors && rating === null ? t('form.chooseStars') : undefined}
      />
      {role === 'guest'
        ? REVIEW_CATEGORIES.map((category) => (
            <StarInput
              key={category}
              name={category}
              legend={t(`categories.${category}`)}
              value={categories[category]}
              onChange={(value) => setCategories((c) => ({ ...c, [category]: value }))}
              error={
                showErrors && categories[category] === null ? t('form.chooseStars') : undefined
              }
            />
          ))
        : null}
      <TextAreaField
        label={t(role === 'guest' ? 'form.textGuest' : 'form.textHost')}
        hint={t('form.textHint', { min: REVIEW_TEXT.min })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_TEXT.max}
        rows={5}
        error={showErrors ? textError : undefined}
      />
      <Button type="submit" disabled={write.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
