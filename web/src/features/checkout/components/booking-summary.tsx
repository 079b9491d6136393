import { useTranslation } from 'react-i18next';
import { REQUEST_RESPONSE_HOURS, type Booking } from '@arrendo/contracts/web';
import { refundSentences } from '@/features/listings/property/refund-windows';
import { formatLocalDate, formatTimeIn, useFormatLocale } from '@/features/bookings/format';
import { useRequestPaymentSentence } from '@/features/bookings/request-payment';

/** The listing as it was booked: cover, title, where, what kind of space. */
export function PropertySummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['checkout', 'common']);
  const requestPayment = useRequestPaymentSentence();
  const { listing } = booking;
  return (
    <section
      aria-labelledby="checkout-property-heading"
      className="flex gap-4 border-b border-neutral-200 pb-6"
      data-testid="checkout-property"
    >
      {listing.coverUrl ? (
        <img
          src={listing.coverUrl}
          alt=""
          className="size-24 shrink-0 rounded-xl object-cover md:size-32"
        />
      ) : (
        <div aria-hidden="true" className="size-24 shrink-0 rounded-xl bg-neutral-200 md:size-32" />
      )}
      <div className="min-w-0">
        <p className="text-sm text-muted">{t(`common:listingTypes.${listing.listingType}`)}</p>
        <h2 id="checkout-property-heading" className="text-lg font-semibold">
          {listing.title}
        </h2>
        <p className="text-sm text-muted">{listing.location}</p>
        {listing.instantBook ? null : (
          <div className="mt-2 space-y-1 text-sm" data-testid="request-payment-note">
            <p>
              {t('checkout:property.requestToBook', { hours: REQUEST_RESPONSE_HOURS })}{' '}
              {requestPayment('card')}
            </p>
            <p className="text-muted">{requestPayment('local')}</p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * When and for how many: nights for a stay, the day and hours for an hourly space. Local dates and
 * times are the listing's (the booking carries its time zone), whatever the visitor's zone is.
 */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation('checkout');
  const locale = useFormatLocale();
  const rows: { term: string; value: string; testId: string }[] = [];
  if (booking.kind === 'stay' && booking.checkIn && booking.checkOut) {
    rows.push(
      {
        term: t('details.checkIn'),
        value: booking.listing.checkInTime
          ? t('details.dateFrom', {
              date: formatLocalDate(booking.checkIn, locale),
              time: booking.listing.checkInTime,
            })
          : formatLocalDate(booking.checkIn, locale),
        testId: 'detail-check-in',
      },
      {
        term: t('details.checkOut'),
        value: booking.listing.checkOutTime
          ? t('details.dateUntil', {
              date: formatLocalDate(booking.checkOut, locale),
              time: booking.listing.checkOutTime,
            })
          : formatLocalDate(booking.checkOut, locale),
        testId: 'detail-check-out',
      },
      {
        term: t('details.length'),
        value: t('details.nights', { count: booking.quote.units }),
        testId: 'detail-length',
      },
    );
  } else if (booking.date && booking.startTime && booking.hours) {
    rows.push(
      {
        term: t('details.date'),
        value: formatLocalDate(booking.date, locale),
        testId: 'detail-date',
      },
      {
        term: t('details.time'),
        value: t('details.timeRange', {
          start: booking.startTime,
          end: formatTimeIn(booking.endsAt, booking.timeZone, locale),
          count: booking.hours,
        }),
        testId: 'detail-time',
      },
    );
  }
  rows.push({
    term: t('details.guests'),
    value: t('details.guestCount', { count: booking.guests }),
    testId: 'detail-guests',
  });

  return (
    <section
      aria-labelledby="checkout-details-heading"
      className="border-b border-neutral-200 py-6"
      data-testid="checkout-details"
    >
      <h2 id="checkout-details-heading" className="mb-3 text-xl font-semibold">
        {t('details.heading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.testId} className="contents" data-testid={row.testId}>
            <dt className="font-semibold">{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        {t('details.timeZone', { timeZone: booking.timeZone })}
      </p>
    </section>
  );
}

/** The listing's refund policy in words (spec §9), as the property page says it. */
export function RefundPolicySummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['checkout', 'listing', 'common']);
  const policy = booking.listing.refundPolicy;
  return (
    <section
      aria-labelledby="checkout-refund-heading"
      className="border-b border-neutral-200 py-6"
      data-testid="checkout-refund-policy"
    >
      <h2 id="checkout-refund-heading" className="mb-2 text-xl font-semibold">
        {t('checkout:refund.heading', { policy: t(`common:refundPolicies.${policy}`) })}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {refundSentences(policy).map(({ key, ...params }) => (
          <li key={key + JSON.stringify(params)}>{t(`listing:${key}`, params)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{t('checkout:refund.host')}</p>
      {booking.listing.instantBook ? null : (
        <p className="mt-1 text-sm text-muted">{t('checkout:refund.request')}</p>
      )}
    </section>
  );
}
