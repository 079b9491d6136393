import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REQUEST_RESPONSE_HOURS, type Booking } from '@arrendo/contracts/web';
import { buttonClass } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { formatInstant, useFormatLocale } from '@/features/bookings/format';
import { useRequestPaymentSentence } from '@/features/bookings/request-payment';

/** What checkout shows instead of paying: the booking is past checkout, or its hold lapsed. */
export type CheckoutState =
  'expired' | 'processing' | 'requested' | 'confirmed' | 'cancelled' | 'declined';

export function checkoutState(booking: Booking, holdOver: boolean): CheckoutState | null {
  switch (booking.status) {
    case 'pending':
      // The money arrived and the booking service is about to move the booking on.
      if (booking.payment.state !== 'unpaid') return 'processing';
      return holdOver ? 'expired' : null;
    default:
      return booking.status;
  }
}

/** The booking's state in words, with the way on: the trip, or back to the listing. */
export function BookingState({ booking, state }: { booking: Booking; state: CheckoutState }) {
  const { t } = useTranslation('checkout');
  const locale = useFormatLocale();
  const requestPayment = useRequestPaymentSentence();
  const body =
    state === 'requested'
      ? `${
          booking.expiresAt
            ? t('state.requestedUntil', { time: formatInstant(booking.expiresAt, locale) })
            : t('state.requestedBody', { hours: REQUEST_RESPONSE_HOURS })
        } ${requestPayment(booking.payment.state)}`
      : state === 'declined' && booking.payment.provider !== 'payku'
        ? // Only Payku charged a request; a card was only authorised, and that is released.
          t('state.declinedBodyReleased')
        : t(`state.${state}Body`);
  return (
    <section
      role={state === 'expired' ? 'alert' : 'status'}
      className="rounded-2xl border border-neutral-200 p-6"
      data-testid="booking-state"
      data-state={state}
    >
      <h2 className="text-xl font-semibold">{t(`state.${state}`)}</h2>
      <p className="mt-2 text-sm text-muted">{body}</p>
      {state === 'expired' ? (
        <Link
          to="/property/$id"
          params={{ id: booking.propertyId }}
          className={`${buttonClass({ variant: 'secondary' })} mt-4`}
        >
          {t('state.backToListing')}
        </Link>
      ) : (
        <PathLink
          href={`/bookings/${encodeURIComponent(booking.id)}`}
          className={`${buttonClass({ variant: 'secondary' })} mt-4`}
        >
          {t('state.viewTrip')}
        </PathLink>
      )}
    </section>
  );
}
