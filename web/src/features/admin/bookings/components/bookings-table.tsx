import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Booking } from '@arrendo/contracts/web';
import { bookingWhen, shortCode } from '../when';
import { BookingStatusChip } from './booking-status-chip';

/** The bookings found, newest held first, each linking to its own admin page. */
export function BookingsTable({ bookings }: { bookings: Booking[] }) {
  const { t, i18n } = useTranslation('admin-bookings');
  const heldFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const columns = ['code', 'listing', 'when', 'status', 'total', 'paid', 'held'] as const;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('list.caption')}</caption>
      <thead className="border-b border-neutral-300">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4">
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr
            key={booking.id}
            className="border-b border-neutral-100"
            data-testid="admin-booking-row"
          >
            <td className="py-2 pr-4 font-mono">
              <Link
                to="/admin/bookings/$bookingId"
                params={{ bookingId: booking.id }}
                className="underline hover:text-brand-dark"
                aria-label={t('list.open', { code: shortCode(booking.id) })}
              >
                {shortCode(booking.id)}
              </Link>
            </td>
            <td className="py-2 pr-4">{booking.listing.title}</td>
            <td className="py-2 pr-4">{bookingWhen(booking, i18n.language)}</td>
            <td className="py-2 pr-4">
              <BookingStatusChip status={booking.status} />
            </td>
            <td className="py-2 pr-4">{formatMoney(booking.quote.total, i18n.language)}</td>
            <td className="py-2 pr-4">{formatMoney(booking.payment.paid, i18n.language)}</td>
            <td className="py-2 pr-4">{heldFormat.format(new Date(booking.createdAt))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
