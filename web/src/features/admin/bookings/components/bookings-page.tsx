import { useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminBookingsQuery } from '../api';
import type { AdminBookingsSearch } from '../search';
import { BookingFilters } from './booking-filters';
import { BookingsFrame } from './bookings-page-states';
import { BookingsTable } from './bookings-table';

export interface BookingsPageProps {
  search: AdminBookingsSearch;
  onSearchChange(next: AdminBookingsSearch): void;
}

/**
 * `/admin/bookings` (decision 0050): every booking, newest held first, found by code or id,
 * guest, host, status and start dates, each linking to its own admin page.
 */
export function BookingsPage({ search, onSearchChange }: BookingsPageProps) {
  const { t } = useTranslation('admin-bookings');
  const { q, guestId, hostId, propertyId, status, startFrom, startTo } = search;
  // One object per set of filters: the form resets to it when the address changes only.
  const filters = useMemo(
    () => ({ q, guestId, hostId, propertyId, status, startFrom, startTo }),
    [q, guestId, hostId, propertyId, status, startFrom, startTo],
  );
  const list = useSuspenseInfiniteQuery(adminBookingsQuery(filters));
  const bookings = list.data.pages.flatMap((page) => page.items);
  return (
    <BookingsFrame>
      <BookingFilters search={filters} onSearchChange={onSearchChange} />
      {bookings.length === 0 ? (
        <p className="text-neutral-700">{t('list.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <BookingsTable bookings={bookings} />
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
    </BookingsFrame>
  );
}
