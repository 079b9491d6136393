import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { EMAIL_DELIVERY_STATUSES, EMAIL_TEMPLATE_NAMES } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { AdminEmailsSearch } from '../search';
import { EmailFiltersForm, formValuesOf, searchOf, type EmailFiltersValues } from '../filters-form';

/** The log's filters: applied to the address on submit, so a filtered view can be shared. */
export function EmailFilters({
  search,
  onSearchChange,
}: {
  search: AdminEmailsSearch;
  onSearchChange(next: AdminEmailsSearch): void;
}) {
  const { t } = useTranslation('admin-emails');
  const headingId = useId();
  const form = useForm<EmailFiltersValues>({
    resolver: zodResolver(EmailFiltersForm),
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
          label={t('filters.recipient')}
          hint={t('filters.recipientHint')}
          type="search"
          autoComplete="off"
          error={message(errors.recipient?.message)}
          {...form.register('recipient')}
        />
        <SelectField label={t('filters.template')} {...form.register('template')}>
          <option value="">{t('filters.anyTemplate')}</option>
          {EMAIL_TEMPLATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`templates.${name}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.status')} {...form.register('status')}>
          <option value="">{t('filters.anyStatus')}</option>
          {EMAIL_DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField type="date" label={t('filters.from')} {...form.register('from')} />
        <TextField
          type="date"
          label={t('filters.to')}
          hint={t('filters.daysHint')}
          error={message(errors.to?.message)}
          {...form.register('to')}
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
