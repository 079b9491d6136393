import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SERVICE_NAMES } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  AuditFiltersForm,
  formValuesOf,
  searchOf,
  type AuditFiltersInput,
  type AuditFiltersValues,
} from '../filters-form';
import type { AdminAuditSearch } from '../search';

/** The log's filters: applied to the address on submit, so a filtered view can be shared. */
export function AuditFilters({
  search,
  onSearchChange,
}: {
  search: AdminAuditSearch;
  onSearchChange(next: AdminAuditSearch): void;
}) {
  const { t } = useTranslation('admin-audit');
  const headingId = useId();
  const form = useForm<AuditFiltersInput, unknown, AuditFiltersValues>({
    resolver: zodResolver(AuditFiltersForm),
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
          label={t('filters.action')}
          hint={t('filters.actionHint')}
          error={message(errors.action?.message)}
          autoComplete="off"
          {...form.register('action')}
        />
        <SelectField label={t('filters.service')} {...form.register('service')}>
          <option value="">{t('filters.anyService')}</option>
          {SERVICE_NAMES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('filters.actor')}
          hint={t('filters.actorHint')}
          autoComplete="off"
          error={message(errors.actor?.message)}
          {...form.register('actor')}
        />
        <TextField
          label={t('filters.targetType')}
          autoComplete="off"
          error={message(errors.targetType?.message)}
          {...form.register('targetType')}
        />
        <TextField
          label={t('filters.targetId')}
          autoComplete="off"
          error={message(errors.targetId?.message)}
          {...form.register('targetId')}
        />
        <TextField type="date" label={t('filters.from')} {...form.register('from')} />
        <TextField
          type="date"
          label={t('filters.to')}
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
