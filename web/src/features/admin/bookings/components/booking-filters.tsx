import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  BookingFiltersForm,
  formValuesOf,
  searchOf,
  type BookingFiltersValues,
} from '../filters-form';
import { BOOKING_STATUSES, type AdminBookingsSearch } from '../search';

/** The search's filters: applied to the address on submit, so a view can be shared. */
export function BookingFilters({
  search,
  onSearchChange,
}: {
  search: AdminBookingsSearch;
  onSearchChange(next: AdminBookingsSearch): void;
}) {
  const { t } = useTranslation('admin-bookings');
  const headingId = useId();
  const form = useForm<BookingFiltersValues>({
    resolver: zodResolver(BookingFiltersForm),
    defaultValues: formValuesOf(search),
  });
  // Back and forward change the address: the form follows it.
  useEffect(() => form.reset(formValuesOf(search)), [form, search]);
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-lg border border-neutral-200 p-4">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {t('filters.heading')}
      </h2>
      <form
        noValidate
        role="search"
        aria-labelledby={headingId}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={form.handleSubmit((values) => onSearchChange(searchOf(values)))}
      >
        <TextField
          label={t('filters.q')}
          hint={t('filters.qHint')}
          type="search"
          autoComplete="off"
          error={message(errors.q?.message)}
          {...form.register('q')}
        />
        <SelectField label={t('filters.status')} {...form.register('status')}>
          <option value="">{t('filters.anyStatus')}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('filters.guestId')}
          autoComplete="off"
          error={message(errors.guestId?.message)}
          {...form.register('guestId')}
        />
        <TextField
          label={t('filters.hostId')}
          autoComplete="off"
          error={message(errors.hostId?.message)}
          {...form.register('hostId')}
        />
        <TextField
          label={t('filters.startFrom')}
          type="date"
          error={message(errors.startFrom?.message)}
          {...form.register('startFrom')}
        />
        <TextField
          label={t('filters.startTo')}
          hint={t('filters.startToHint')}
          type="date"
          error={message(errors.startTo?.message)}
          {...form.register('startTo')}
        />
        <div className="flex items-end gap-2">
          <Button type="submit" size="sm">
            {t('filters.apply')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => onSearchChange({})}>
            {t('filters.clear')}
          </Button>
        </div>
      </form>
    </section>
  );
}
