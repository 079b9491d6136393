import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Booking, SupportTicket } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { guestBookingsQueryOptions } from '@/features/bookings/api';
import { createTicket, supportKeys } from '../api';
import { refusedFields, submitFailure, type SubmitFailure } from '../errors';
import {
  CONTACT_FIELDS,
  ContactForm as Schema,
  LIMITS,
  type ContactField,
  type ContactFormInput,
  type ContactFormOutput,
} from '../forms';
import { useSubmissionKey } from '../submission-key';

const TOPICS = ['booking', 'payment', 'account', 'listing', 'safety', 'other'] as const;

function bookingDate(booking: Booking, language: string): string {
  const day = booking.checkIn ?? booking.date ?? booking.startsAt.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** The user's recent bookings (upcoming and past, first page of each), newest first. */
function useRecentBookings(): Booking[] {
  const upcoming = useQuery(guestBookingsQueryOptions('upcoming'));
  const past = useQuery(guestBookingsQueryOptions('past'));
  const all = [...(upcoming.data?.items ?? []), ...(past.data?.items ?? [])];
  return all.slice(0, 20);
}

/** /contact's form: a ticket for support; `onSent` shows the ticket number. */
export function ContactForm({ onSent }: { onSent(ticket: SupportTicket): void }) {
  const { t, i18n } = useTranslation('support');
  const queryClient = useQueryClient();
  const bookings = useRecentBookings();
  const submission = useSubmissionKey();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(Schema),
    defaultValues: { topic: '', bookingId: '', subject: '', message: '' },
  });
  const send = useMutation({
    mutationFn: (values: ContactFormOutput) => {
      const body = {
        topic: values.topic,
        subject: values.subject,
        message: values.message,
        ...(values.bookingId ? { bookingId: values.bookingId } : {}),
      };
      return createTicket(body, submission.keyFor(body));
    },
    onMutate: () => setFailure(null),
    onSuccess: async (ticket) => {
      submission.reset();
      form.reset();
      onSent(ticket);
      await queryClient.invalidateQueries({ queryKey: supportKeys.mine });
    },
    onError: (error) => {
      const fields = refusedFields(error, CONTACT_FIELDS);
      for (const field of fields) form.setError(field, { message: field });
      if (fields.length === 0) setFailure(submitFailure(error));
    },
  });

  const errors = form.formState.errors;
  const fieldError = (field: ContactField) =>
    errors[field]
      ? t(`contact.errors.${field}`, {
          min: field === 'subject' ? LIMITS.subjectMin : LIMITS.messageMin,
          max: field === 'subject' ? LIMITS.subjectMax : LIMITS.messageMax,
        })
      : undefined;
  const messageLength = form.watch('message').length;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <SelectField
        label={t('contact.topic')}
        error={fieldError('topic')}
        {...form.register('topic')}
      >
        <option value="" disabled>
          {t('contact.topicPlaceholder')}
        </option>
        {TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`contact.topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('contact.booking')}
        error={fieldError('bookingId')}
        {...form.register('bookingId')}
      >
        <option value="">{t('contact.bookingNone')}</option>
        {bookings.map((booking) => (
          <option key={booking.id} value={booking.id}>
            {t('contact.bookingOption', {
              title: booking.listing.title,
              date: bookingDate(booking, i18n.language),
            })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('contact.subject')}
        maxLength={LIMITS.subjectMax}
        error={fieldError('subject')}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t('contact.message')}
        rows={8}
        maxLength={LIMITS.messageMax}
        error={fieldError('message')}
        hint={
          <>
            {t('contact.messageHint')}{' '}
            <span aria-live="polite">
              {t('contact.counter', { count: messageLength, max: LIMITS.messageMax })}
            </span>
          </>
        }
        {...form.register('message')}
      />
      <FormError message={failure ? t(`contact.errors.${failure}`) : null} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
