import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { AdminListingsSearch } from '../search';
import {
  LISTING_STATES,
  LISTING_TYPES,
  ListingFiltersForm,
  formValuesOf,
  searchOf,
  type ListingFiltersValues,
} from '../filters-form';

/** The list's filters: applied to the address on submit, so a filtered view can be shared. */
export function ListingFilters({
  search,
  onSearchChange,
}: {
  search: AdminListingsSearch;
  onSearchChange(next: AdminListingsSearch): void;
}) {
  const { t } = useTranslation('admin-listings');
  const headingId = useId();
  const form = useForm<ListingFiltersValues>({
    resolver: zodResolver(ListingFiltersForm),
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
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
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
        <TextField
          label={t('filters.host')}
          hint={t('filters.hostHint')}
          type="search"
          autoComplete="off"
          error={message(errors.host?.message)}
          {...form.register('host')}
        />
        <SelectField label={t('filters.state')} {...form.register('state')}>
          <option value="">{t('filters.anyState')}</option>
          {LISTING_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.type')} {...form.register('type')}>
          <option value="">{t('filters.anyType')}</option>
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
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
