import { useDeferredValue } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { myListingsQueryOptions } from '@/features/manage-listings/api';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { isoDate } from '@/lib/iso-date';
import { useIsMobile } from '@/lib/use-media-query';
import { hostDashboardQueryOptions } from '../api';
import { dashboardMonth, monthOfDay } from '../month';
import { DashboardFrame } from './dashboard-frame';
import { DesktopDashboard } from './desktop-dashboard';
import { MobileDashboard } from './mobile-dashboard';

/**
 * `/host/dashboard` (spec 2.13): the host's figures, calendar and listings. The calendar's month
 * is the address's `?month=YYYY-MM` (this month by default); `today` is the device's date.
 */
export function HostDashboardPage() {
  const { search, patch } = useUrlSearch();
  const today = isoDate(new Date());
  const month = dashboardMonth(search, today);
  // Another month keeps the last one on screen until its figures arrive, instead of the
  // route's skeleton (a deferred value suspends in the background).
  const shownMonth = useDeferredValue(month);
  const dashboard = useSuspenseQuery(hostDashboardQueryOptions(shownMonth, today));
  const listings = useSuspenseQuery(myListingsQueryOptions());
  const isMobile = useIsMobile();

  return (
    <DashboardFrame>
      {isMobile ? (
        <MobileDashboard dashboard={dashboard.data} listings={listings.data.items} />
      ) : (
        <DesktopDashboard
          dashboard={dashboard.data}
          listings={listings.data.items}
          today={today}
          busy={month !== shownMonth}
          onMonthChange={(next) =>
            // This month is the address without `?month=`: the dashboard's own address.
            patch({ month: next === monthOfDay(today) ? undefined : next })
          }
        />
      )}
    </DashboardFrame>
  );
}
