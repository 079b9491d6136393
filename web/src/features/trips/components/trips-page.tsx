import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GuestBookingTab } from '@arrendo/contracts/web';
import { PathLink } from '@/components/ui/path-link';
import { buttonClass } from '@/components/ui/button';
import { guestBookingsQueryOptions } from '@/features/bookings/api';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { GUEST_TABS, parseTripsSearch } from '../search';
import { useUrlSearch } from '../use-url-search';
import { BookingCard } from './booking-card';
import { PagedList, PagedListError, PagedListSkeleton } from './paged-list';
import { PaymentSuccessBanner } from './payment-success-banner';
import { TabList, panelId, tabId } from './tab-list';

const ID = 'trips';

/** `/bookings`: the guest's trips by tab (`?tab=`), and checkout's success state. */
export function TripsPage() {
  const { t } = useTranslation('trips');
  usePageTitle('trips:page.title');
  const { search, patch } = useUrlSearch();
  const { tab = 'upcoming', status, id } = parseTripsSearch(search);

  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('page.title')}
      </h1>
      {status === 'success' && id ? (
        <PaymentSuccessBanner
          key={id}
          bookingId={id}
          onClose={() => patch({ status: undefined, id: undefined }, { replace: true })}
        />
      ) : null}
      <TabList<GuestBookingTab>
        label={t('page.tabsLabel')}
        tabs={GUEST_TABS}
        active={tab}
        labelOf={(x) => t(`tabs.${x}`)}
        onSelect={(x) => patch({ tab: x === 'upcoming' ? undefined : x })}
        idPrefix={ID}
      />
      <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)}>
        <PagedList
          key={tab}
          label={t(`tabs.${tab}`)}
          queryFor={(cursor) => guestBookingsQueryOptions(tab, cursor)}
          keyOf={(b) => b.id}
          renderItem={(booking) => (
            <BookingCard
              booking={booking}
              viewer="guest"
              actions={
                booking.status === 'pending' ? (
                  <PathLink
                    href={`/checkout/${booking.id}`}
                    className={buttonClass({ variant: 'primary', size: 'sm' })}
                  >
                    {t('card.completePayment')}
                  </PathLink>
                ) : null
              }
            />
          )}
          empty={
            <div className="mx-auto max-w-md py-16 text-center">
              <p className="text-lg font-semibold">{t(`empty.${tab}.title`)}</p>
              <p className="mt-2 text-muted">{t(`empty.${tab}.body`)}</p>
              <Link to="/" className={buttonClass({ variant: 'primary', size: 'md' }) + ' mt-6'}>
                {t('empty.search')}
              </Link>
            </div>
          }
        />
      </div>
    </div>
  );
}

function ListFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('trips');
  usePageTitle('trips:page.title');
  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('page.title')}
      </h1>
      {children}
    </div>
  );
}

/** The route's pending component: the list's outline while its first page loads. */
export function TripsPagePending() {
  return (
    <ListFrame>
      <PagedListSkeleton />
    </ListFrame>
  );
}

/** The route's error component: the list's first page did not load. */
export function TripsPageError({ reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <ListFrame>
      <PagedListError retry={retry} />
    </ListFrame>
  );
}
