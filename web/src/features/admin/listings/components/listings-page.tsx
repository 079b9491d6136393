import { useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminListingsQuery } from '../api';
import type { AdminListingsSearch } from '../search';
import { ListingFilters } from './listing-filters';
import { ListingsFrame } from './listings-page-states';
import { ListingsTable } from './listings-table';

export interface ListingsPageProps {
  search: AdminListingsSearch;
  onSearchChange(next: AdminListingsSearch): void;
}

/**
 * `/admin/listings` (decision 0049): every listing but deleted ones, newest first, found by
 * title or city, state, type and host (id or email), each linking to its own admin page.
 */
export function ListingsPage({ search, onSearchChange }: ListingsPageProps) {
  const { t } = useTranslation('admin-listings');
  const { q, state, type, host } = search;
  // One object per set of filters: the form resets to it when the address changes only.
  const filters = useMemo(() => ({ q, state, type, host }), [q, state, type, host]);
  const list = useSuspenseInfiniteQuery(adminListingsQuery(filters));
  const listings = list.data.pages.flatMap((page) => page.items);
  return (
    <ListingsFrame>
      <ListingFilters search={filters} onSearchChange={onSearchChange} />
      {listings.length === 0 ? (
        <p className="text-neutral-700">{t('list.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <ListingsTable listings={listings} />
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </ListingsFrame>
  );
}
