import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FeedbackInput } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { cn } from '@/components/ui/cn';
import { sendFeedback } from '../api';
import { refusedFields, submitFailure, type SubmitFailure } from '../errors';
import { LIMITS } from '../forms';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The form keeps the rating as the radio's string ('' until chosen). */
const Schema = FeedbackInput.extend({
  rating: z.coerce.number<string>().pipe(FeedbackInput.shape.rating),
});
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;

/** /feedback's form: a 1–5 rating (a radio group of stars) and an optional comment. */
export function FeedbackForm({ page, onSent }: { page: string | undefined; onSent(): void }) {
  const { t } = useTranslation('support');
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: { rating: '', message: '', ...(page ? { page } : {}) },
  });
  const send = useMutation({
    mutationFn: (values: Output) =>
      sendFeedback({
        rating: values.rating,
        message: values.message,
        ...(values.page ? { page: values.page } : {}),
      }),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      form.reset();
      onSent();
    },
    onError: (error) => {
      const fields = refusedFields(error, ['rating', 'message'] as const);
      for (const field of fields) form.setError(field, { message: field });
      // A bad `page` is the link's fault, not the person's: drop it and say try again.
      if (fields.length === 0) setFailure(submitFailure(error));
    },
  });
  const errors = form.formState.errors;
  const rating = Number(form.watch('rating')) || 0;
  const messageLength = (form.watch('message') ?? '').length;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="mb-2 block text-sm font-medium text-neutral-800">
          {t('feedback.rating')}
        </legend>
        <div className="flex flex-wrap gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-neutral-900"
            >
              <input
                type="radio"
                value={String(value)}
                className="sr-only"
                aria-label={t(`feedback.ratings.${value}`)}
                {...form.register('rating')}
              />
              <span
                aria-hidden="true"
                title={t(`feedback.ratings.${value}`)}
                className={cn(
                  'block text-3xl leading-none',
                  value <= rating ? 'text-amber-500' : 'text-neutral-300',
                )}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        <p className="mt-1 min-h-5 text-sm text-neutral-700" aria-hidden="true">
          {rating ? t(`feedback.ratings.${rating}`) : ''}
        </p>
        <FieldError
          id="rating-error"
          message={errors.rating ? t('feedback.errors.rating') : undefined}
        />
      </fieldset>
      <TextAreaField
        label={t('feedback.message')}
        rows={6}
        maxLength={LIMITS.feedbackMax}
        error={
          errors.message ? t('feedback.errors.message', { max: LIMITS.feedbackMax }) : undefined
        }
        hint={
          <>
            {t('feedback.messageHint')}{' '}
            <span aria-live="polite">
              {t('feedback.counter', { count: messageLength, max: LIMITS.feedbackMax })}
            </span>
          </>
        }
        {...form.register('message')}
      />
      {page ? <p className="text-sm text-neutral-600">{t('feedback.fromPage', { page })}</p> : null}
      <FormError message={failure ? t(`feedback.errors.${failure}`) : null} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
