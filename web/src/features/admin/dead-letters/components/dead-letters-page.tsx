import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_NAMES,
  type AdminDeadLetterServiceSummary,
  type ServiceName,
} from '@arrendo/contracts/web';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { deadLetterSummaryQuery } from '../api';
import type { DeadLettersSearch } from '../search';
import { DeadLetterList } from './dead-letter-list';
import { DeadLetterSummary } from './dead-letter-summary';

/** Without a choice in the URL: the first service with open letters, else the first one. */
function defaultService(services: AdminDeadLetterServiceSummary[]): ServiceName {
  const busy = services.find((part) => part.status === 'ok' && part.unresolved > 0);
  return busy?.service ?? SERVICE_NAMES[0];
}

export interface DeadLettersPageProps {
  search: DeadLettersSearch;
  onSearchChange(next: DeadLettersSearch): void;
}

/** `/admin/dead-letters`: every service's work that failed for good, and a way to retry it. */
export function DeadLettersPage({ search, onSearchChange }: DeadLettersPageProps) {
  const { t } = useTranslation('admin');
  const summary = useQuery(deadLetterSummaryQuery);
  const unresolvedOnly = search.open ?? false;
  // The summary picks the default; when it cannot be read the list still works for the first.
  const service =
    search.service ??
    (summary.data
      ? defaultService(summary.data.services)
      : summary.isError
        ? SERVICE_NAMES[0]
        : undefined);

  return (
    <section className="mx-auto max-w-7xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold">{t('deadLetters.title')}</h1>
      <p className="mb-8 max-w-3xl text-neutral-700">{t('deadLetters.intro')}</p>
      <DeadLetterSummary
        services={summary.isError ? null : summary.data?.services}
        selected={service}
        onSelect={(next) => onSearchChange({ ...search, service: next })}
      />
      {service ? (
        <section aria-labelledby="dead-letter-list">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h2 id="dead-letter-list" className="text-xl font-semibold">
              {t('deadLetters.list.heading', { service })}
            </h2>
            <CheckboxField
              inline
              label={t('deadLetters.list.onlyOpen')}
              checked={unresolvedOnly}
              onChange={(e) =>
                onSearchChange({ ...search, open: e.target.checked ? true : undefined })
              }
            />
          </div>
          <DeadLetterList service={service} unresolvedOnly={unresolvedOnly} />
        </section>
      ) : null}
    </section>
  );
}
