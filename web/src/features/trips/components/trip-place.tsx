import { useTranslation } from 'react-i18next';
import type { Booking, BookingArrival } from '@arrendo/contracts/web';
import { MapView } from '@/features/maps/map-view';
import { openStreetMapUrl } from '@/features/maps/map-fallback';

/** A street-level view: the pin is the door, not the neighbourhood. */
const EXACT_ZOOM = 16;

/**
 * Where the guest is going. The exact address, the host's pin and arrival details come only in
 * `arrival`, which the booking service gives for a confirmed booking (decision 0028); before that
 * the guest sees the public place and is told when the rest arrives.
 */
export function TripPlace({
  booking,
  arrival,
}: {
  booking: Booking;
  arrival: BookingArrival | null;
}) {
  const { t } = useTranslation('trips');
  const location = arrival?.location || booking.listing.location;
  const waiting = booking.status === 'pending' || booking.status === 'requested';
  const pin =
    arrival && arrival.lat !== null && arrival.lng !== null
      ? { lat: arrival.lat, lng: arrival.lng }
      : null;
  return (
    <section
      aria-labelledby="where-title"
      className="border-t border-neutral-200 py-6"
      data-testid="trip-place"
    >
      <h2 id="where-title" className="mb-3 text-lg font-semibold">
        {t('detail.where')}
      </h2>
      {arrival?.address ? (
        <p data-testid="trip-address">
          <span className="sr-only">{t('detail.address')}: </span>
          <span className="font-semibold">{arrival.address}</span>
          <span className="text-muted">, {location}</span>
        </p>
      ) : (
        <p>{location}</p>
      )}
      {pin ? (
        <>
          <MapView
            center={pin}
            zoom={EXACT_ZOOM}
            marker={{ ...pin, label: t('detail.pin') }}
            ariaLabel={t('detail.mapLabel', { place: booking.listing.title })}
            className="mt-4 h-[280px] w-full rounded-2xl md:h-[360px]"
          />
          <a
            href={openStreetMapUrl(pin, EXACT_ZOOM)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-sm font-semibold underline"
            data-testid="trip-map-link"
          >
            {t('detail.openMap')}
          </a>
        </>
      ) : null}
      {arrival ? (
        <div className="mt-4">
          <h3 className="mb-1 font-semibold">{t('detail.arrival')}</h3>
          {arrival.instructions.trim() ? (
            <p className="whitespace-pre-wrap" data-testid="trip-arrival">
              {arrival.instructions}
            </p>
          ) : (
            <p className="text-sm text-muted">{t('detail.noArrival')}</p>
          )}
        </div>
      ) : waiting ? (
        <p className="mt-2 text-sm text-muted" data-testid="trip-exact-later">
          {t('detail.exactLater')}
        </p>
      ) : null}
    </section>
  );
}
