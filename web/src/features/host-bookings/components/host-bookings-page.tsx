import { useState } from 'react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDistanceToNowStrict } from 'date-fns';
import type { Booking, BookingGuest, HostBookingTab } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Avatar } from '@/features/account/components/avatar';
import { HostBookingClaim } from '@/features/claims/components/booking-claims';
import { hostBookingsQueryOptions } from '@/features/bookings/api';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { OpenConversationButton } from '@/features/messages/components/open-conversation-button';
import { BookingCard } from '@/features/trips/components/booking-card';
import {
  PagedList,
  PagedListError,
  PagedListSkeleton,
} from '@/features/trips/components/paged-list';
import { TabList, panelId, tabId } from '@/features/trips/components/tab-list';
import { HOST_TABS, parseHostBookingsSearch } from '@/features/trips/search';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { useDeclineDescription } from '../decline-description';
import { useAnswerRequest } from '../use-answer-request';

const ID = 'host-bookings';

/** `/host/bookings`: bookings of the host's own listings, requests waiting for an answer first. */
export function HostBookingsPage() {
  const { t } = useTranslation('trips');
  usePageTitle('trips:host.title');
  const { search, patch } = useUrlSearch();
  const { tab = 'requests' } = parseHostBookingsSearch(search);
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState<{ booking: Booking; guestName?: string } | null>(null);
  const declineDescription = useDeclineDescription();

  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('host.title')}
      </h1>
      <TabList<HostBookingTab>
        label={t('host.tabsLabel')}
        tabs={HOST_TABS}
        active={tab}
        labelOf={(x) => t(`host.tabs.${x}`)}
        onSelect={(x) => patch({ tab: x === 'requests' ? undefined : x })}
        idPrefix={ID}
      />
      <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)}>
        <PagedList
          key={tab}
          label={t(`host.tabs.${tab}`)}
          queryFor={(cursor) => hostBookingsQueryOptions(tab, undefined, cursor)}
          keyOf={(b) => b.id}
          renderItem={(booking, page) => {
            // Optimistic disable: the buttons of the booking being answered stay off until the
            // lists refresh, so a second click cannot race the first.
            const busy = answer.isPending && answer.variables.id === booking.id;
            return (
              <BookingCard
                booking={booking}
                viewer="host"
                details={
                  <>
                    <HostLines booking={booking} guest={page.guests?.[booking.guestId]} />
                    <HostBookingClaim booking={booking} />
                  </>
                }
                actions={
                  <>
                    {page.guests?.[booking.guestId] ? (
                      <OpenConversationButton
                        target={{ bookingId: booking.id }}
                        label="messageGuest"
                        size="sm"
                        variant="outline"
                      />
                    ) : null}
                    {booking.status === 'requested' ? (
                      <>
                        <Button
                          size="sm"
                          disabled={busy}
                          onClick={() => answer.mutate({ id: booking.id, answer: 'accept' })}
                        >
                          {t('answer.accept')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() =>
                            setDeclining({
                              booking,
                              guestName: page.guests?.[booking.guestId]?.displayName,
                            })
                          }
                        >
                          {t('answer.decline')}
                        </Button>
                      </>
                    ) : null}
                  </>
                }
              />
            );
          }}
          empty={
            <div className="mx-auto max-w-md py-16 text-center">
              <p className="text-lg font-semibold">{t(`host.empty.${tab}`)}</p>
              <Link
                to="/manage-listings"
                className={buttonClass({ variant: 'secondary' }) + ' mt-6'}
              >
                {t('host.manageListings')}
              </Link>
            </div>
          }
        />
      </div>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open) setDeclining(null);
        }}
        title={t('answer.declineTitle')}
        description={declining ? declineDescription(declining.booking, declining.guestName) : ''}
        confirmLabel={t('answer.decline')}
        cancelLabel={t('answer.keep')}
        onConfirm={() => {
          if (declining) answer.mutate({ id: declining.booking.id, answer: 'decline' });
          setDeclining(null);
        }}
      />
    </div>
  );
}

function HostLines({ booking, guest }: { booking: Booking; guest: BookingGuest | undefined }) {
  const { t } = useTranslation('trips');
  const locale = useDateLocale();
  return (
    <>
      <p className="mt-2 flex items-center gap-2 text-sm">
        <Avatar url={guest?.avatarUrl} name={guest?.firstName} className="size-6 text-xs" />
        {guest ? t('host.guest', { name: guest.displayName }) : t('detail.accountGone')}
      </p>
      {booking.status === 'requested' && booking.expiresAt ? (
        <p className="mt-1 text-sm font-semibold text-amber-900">
          {Date.parse(booking.expiresAt) > Date.now()
            ? t('host.timeLeft', {
                time: formatDistanceToNowStrict(new Date(booking.expiresAt), { locale }),
              })
            : t('host.timeUp')}
        </p>
      ) : null}
    </>
  );
}

function ListFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('trips');
  usePageTitle('trips:host.title');
  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('host.title')}
      </h1>
      {children}
    </div>
  );
}

/** The route's pending component: the list's outline while its first page loads. */
export function HostBookingsPagePending() {
  return (
    <ListFrame>
      <PagedListSkeleton />
    </ListFrame>
  );
}

/** The route's error component: the list's first page did not load. */
export function HostBookingsPageError({ reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <ListFrame>
      <PagedListError retry={retry} />
    </ListFrame>
  );
}
