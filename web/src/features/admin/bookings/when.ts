import type { Booking } from '@arrendo/contracts/web';

/** A local `YYYY-MM-DD` as the reader writes dates (read at noon UTC: no zone shifts the day). */
function localDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * When the booking happens, on its listing's calendar: a stay's nights `check-in – check-out`,
 * an hourly booking's date, start and length.
 */
export function bookingWhen(
  booking: Pick<Booking, 'checkIn' | 'checkOut' | 'date' | 'startTime' | 'hours'>,
  locale: string,
): string {
  if (booking.checkIn && booking.checkOut) {
    return `${localDate(booking.checkIn, locale)} – ${localDate(booking.checkOut, locale)}`;
  }
  if (booking.date) {
    const hours = booking.hours ? ` (${booking.hours} h)` : '';
    return `${localDate(booking.date, locale)} ${booking.startTime ?? ''}${hours}`.trim();
  }
  return '';
}

/** The short code pages show for a booking: its id's first 8 characters. */
export const shortCode = (id: string) => id.slice(0, 8);
