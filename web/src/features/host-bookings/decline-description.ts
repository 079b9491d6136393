import { useTranslation } from 'react-i18next';
import type { Booking } from '@arrendo/contracts/web';
import { useBookingFormat } from '@/features/bookings/format';

/**
 * What the decline confirmation says: which request (the guest, the place, the dates, and the
 * time for an hourly space), then what declining does to the guest's money — an authorisation
 * is released, a payment already taken (Payku charges at once) is refunded in full.
 */
export function useDeclineDescription() {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  return (booking: Booking, guestName: string | undefined): string => {
    const facts = { title: booking.listing.title, when: fmt.when(booking) };
    const which = guestName
      ? t('answer.declineWhich', { ...facts, guest: guestName })
      : t('answer.declineWhichUnknown', facts);
    const money =
      booking.payment.state === 'authorized'
        ? t('answer.declineBodyAuthorized')
        : t('answer.declineBody');
    return `${which} ${money}`;
  };
}
