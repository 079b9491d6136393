import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingDetailResponse } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PathLink } from '@/components/ui/path-link';
import { Skeleton } from '@/components/ui/skeleton';
import { Avatar } from '@/features/account/components/avatar';
import { useSession } from '@/features/auth/session';
import { bookingDetailQueryOptions } from '@/features/bookings/api';
import { useAnswerRequest } from '@/features/host-bookings/use-answer-request';
import { refundSentences } from '@/features/listings/property/refund-windows';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle, usePageTitleText } from '@/lib/page-title';
import { useBookingFormat } from '@/features/bookings/format';
import { OpenConversationButton } from '@/features/messages/components/open-conversation-button';
import { useDeclineDescription } from '@/features/host-bookings/decline-description';
import { BookingReviewCard } from '@/features/reviews/components/booking-review-card';
import { BookingClaimsSection } from '@/features/claims/components/booking-claims';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { Receipt } from './receipt';
import { StatusBadge } from './status-badge';
import { TripPlace } from './trip-place';

type Viewer = 'guest' | 'host' | 'other';

/** Guests cancel anything still active; hosts cancel what they confirmed (requests are declined). */
export function canCancel(booking: Booking, viewer: Viewer, now = Date.now()): boolean {
  if (Date.parse(booking.endsAt) <= now) return false;
  if (viewer === 'guest') return ['pending', 'requested', 'confirmed'].includes(booking.status);
  if (viewer === 'host') return booking.status === 'confirmed';
  return false;
}

/** `/bookings/{id}`: one booking for its guest or its listing's host (admins read it too). */
export function BookingDetailPage({ id }: { id: string }) {
  const query = useSuspenseQuery(bookingDetailQueryOptions(id));
  // One title for the page: the listing's (a child's effect would be overridden).
  usePageTitleText(query.data.booking.listing.title);
  return <Detail data={query.data} />;
}

/** The route's pending component: the booking's outline while it loads. */
export function BookingDetailPending() {
  usePageTitle('trips:detail.pageTitle');
  return (
    <Shell>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="mt-4 aspect-[2/1] w-full rounded-xl" />
      <Skeleton className="mt-4 h-24 w-full" />
    </Shell>
  );
}

/**
 * The route's error component, for a failure a retry may mend. A booking that is missing or not
 * the visitor's is the not-found page (the route's loader; the router reads ApiError.isNotFound).
 */
export function BookingDetailError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('trips');
  usePageTitle('trips:detail.pageTitle');
  const retry = useRouteRetry(reset);
  return (
    <Shell>
      <div role="alert" className="py-16 text-center">
        <p className="text-lg font-semibold">{t('detail.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">{children}</div>;
}

function Detail({ data }: { data: BookingDetailResponse }) {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  const { user } = useSession();
  const { booking, counterpart } = data;
  const viewer: Viewer =
    user?.id === booking.guestId ? 'guest' : user?.id === booking.hostId ? 'host' : 'other';
  const [cancelling, setCancelling] = useState(false);
  const [declining, setDeclining] = useState(false);
  const answer = useAnswerRequest();
  const declineDescription = useDeclineDescription();
  const listing = booking.listing;

  return (
    <Shell>
      <Link
        to={viewer === 'host' ? '/host/bookings' : '/bookings'}
        className="text-sm font-semibold underline"
      >
        {t(viewer === 'host' ? 'detail.backToHostBookings' : 'detail.backToTrips')}
      </Link>
      <header className="mt-4 mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">
            <Link
              to="/property/$id"
              params={{ id: booking.propertyId }}
              className="hover:underline"
            >
              {listing.title}
            </Link>
          </h1>
          <p className="text-muted">{listing.location}</p>
        </div>
        <StatusBadge status={booking.status} viewer={viewer === 'host' ? 'host' : 'guest'} />
      </header>

      {listing.coverUrl ? (
        <img
          src={listing.coverUrl}
          alt=""
          className="mb-6 aspect-[2/1] w-full rounded-xl object-cover"
        />
      ) : null}

      <StatusNote booking={booking} viewer={viewer} />

      <section aria-labelledby="when-title" className="border-t border-neutral-200 py-6">
        <h2 id="when-title" className="mb-3 text-lg font-semibold">
          {t('detail.when')}
        </h2>
        <p>{fmt.when(booking)}</p>
        {listing.checkInTime && listing.checkOutTime ? (
          <p className="text-sm text-muted">
            {t('detail.checkInOut', {
              checkIn: listing.checkInTime,
              checkOut: listing.checkOutTime,
            })}
          </p>
        ) : null}
        <p className="text-sm text-muted">{t('detail.timeZone', { timeZone: booking.timeZone })}</p>
        <p className="mt-2">{t('card.guests', { count: booking.guests })}</p>
      </section>

      {viewer === 'guest' ? <TripPlace booking={booking} arrival={data.arrival} /> : null}

      <section aria-labelledby="who-title" className="border-t border-neutral-200 py-6">
        <h2 id="who-title" className="mb-3 text-lg font-semibold">
          {t(viewer === 'host' ? 'detail.guest' : 'detail.host')}
        </h2>
        {counterpart ? (
          <div className="flex items-center gap-3">
            <Avatar
              url={counterpart.avatarUrl}
              name={counterpart.firstName}
              className="size-10 text-base"
            />
            {viewer === 'host' ? (
              <span className="font-semibold">{counterpart.displayName}</span>
            ) : (
              <Link
                to="/host/$id"
                params={{ id: counterpart.id }}
                className="font-semibold hover:underline"
              >
                {counterpart.displayName}
              </Link>
            )}
          </div>
        ) : (
          <p className="text-muted">{t('detail.accountGone')}</p>
        )}
      </section>

      {viewer !== 'other' ? (
        <BookingReviewCard
          booking={booking}
          me={
            user ? { firstName: user.profile.firstName, avatarUrl: user.profile.avatarUrl } : null
          }
          counterpart={counterpart}
        />
      ) : null}

      {viewer !== 'other' ? <BookingClaimsSection booking={booking} /> : null}

      <Receipt booking={booking} payments={data.payments} />

      <section aria-labelledby="policy-title" className="border-t border-neutral-200 py-6">
        <h2 id="policy-title" className="mb-3 text-lg font-semibold">
          {t('detail.policy', { policy: t(`common:refundPolicies.${listing.refundPolicy}`) })}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {refundSentences(listing.refundPolicy).map(({ key, ...params }) => (
            <li key={key + JSON.stringify(params)}>{t(`listing:${key}`, params)}</li>
          ))}
          <li data-testid="host-cancel-note">
            {/* A card only authorised has nothing to refund: declining releases it (0031). */}
            {booking.payment.state === 'authorized'
              ? t('detail.hostCancelNoteAuthorized')
              : t('detail.hostCancelNote')}
          </li>
        </ul>
      </section>

      <div className="flex flex-wrap gap-3 border-t border-neutral-200 pt-6">
        {viewer !== 'other' && counterpart ? (
          <OpenConversationButton
            target={{ bookingId: booking.id }}
            label={viewer === 'host' ? 'messageGuest' : 'messageHost'}
            variant="outline"
          />
        ) : null}
        {viewer === 'guest' && booking.status === 'pending' ? (
          <PathLink
            href={`/checkout/${booking.id}`}
            className={buttonClass({ variant: 'primary' })}
          >
            {t('card.completePayment')}
          </PathLink>
        ) : null}
        {viewer === 'host' && booking.status === 'requested' ? (
          <>
            <Button
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: booking.id, answer: 'accept' })}
            >
              {t('answer.accept')}
            </Button>
            <Button
              variant="outline"
              disabled={answer.isPending}
              onClick={() => setDeclining(true)}
            >
              {t('answer.decline')}
            </Button>
          </>
        ) : null}
        {canCancel(booking, viewer) ? (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            {t(viewer === 'host' ? 'cancel.openHost' : 'cancel.open')}
          </Button>
        ) : null}
      </div>

      {canCancel(booking, viewer) ? (
        <CancelBookingDialog booking={booking} open={cancelling} onOpenChange={setCancelling} />
      ) : null}
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title={t('answer.declineTitle')}
        description={declineDescription(booking, counterpart?.displayName)}
        confirmLabel={t('answer.decline')}
        cancelLabel={t('answer.keep')}
        pending={answer.isPending}
        onConfirm={() =>
          answer.mutate(
            { id: booking.id, answer: 'decline' },
            { onSettled: () => setDeclining(false) },
          )
        }
      />
    </Shell>
  );
}

/** What the status means for this viewer now: deadlines, who cancelled, what came back. */
function StatusNote({ booking, viewer }: { booking: Booking; viewer: Viewer }) {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  const until = booking.expiresAt ? fmt.instant(booking.expiresAt) : '';
  let text: string | null = null;
  if (booking.status === 'pending') text = t('note.pending', { until });
  else if (booking.status === 'requested')
    text = t(viewer === 'host' ? 'note.requestedHost' : 'note.requested', { until });
  else if (booking.status === 'confirmed' && booking.confirmedAt)
    text = t('note.confirmed', { date: fmt.instant(booking.confirmedAt) });
  else if (booking.cancellation) {
    const c = booking.cancellation;
    text = t(`note.${c.reason}`, { date: fmt.instant(c.at) });
    if (c.refund.amount > 0)
      text += ' ' + t('note.refund', { amount: fmt.clp(c.refund), percent: c.refundPercent });
  } else if (booking.status === 'expired') text = t('note.expired');
  if (!text) return null;
  return (
    <p data-testid="status-note" className="mb-6 rounded-xl bg-neutral-100 p-4 text-sm">
      {text}
    </p>
  );
}
