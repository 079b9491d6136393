import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminAuditQuery } from '../api';
import type { AdminAuditSearch } from '../search';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

export interface AuditPageProps {
  search: AdminAuditSearch;
  onSearchChange(next: AdminAuditSearch): void;
}

/** `/admin/audit`: every admin action in every service, filtered by the address. */
export function AuditPage({ search, onSearchChange }: AuditPageProps) {
  const { t } = useTranslation('admin-audit');
  const log = useSuspenseInfiniteQuery(adminAuditQuery(search));
  const entries = log.data.pages.flatMap((page) => page.items);
  return (
    <section className="mx-auto max-w-7xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-neutral-700">{t('intro')}</p>
      <AuditFilters search={search} onSearchChange={onSearchChange} />
      {entries.length === 0 ? (
        <p className="text-neutral-700">{t('list.empty')}</p>
      ) : (
        // Wide enough to read on a phone too: the log scrolls sideways rather than crushing columns.
        <div className="overflow-x-auto">
          <AuditTable entries={entries} />
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
