import type { Booking, NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import { clp } from '../../email/templates/booking-format.js';
import { singleLine } from '../../email/templates/escape.js';
import { refundWords, type RefundIssuedEmail } from '../../email/templates/refund-issued.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { bookingOf, contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

/** The booking and its guest, both still there (else nothing is sent). */
interface GuestOfBooking {
  booking: Booking;
  guest: UserContactReply;
}

async function guestOf(deps: NotificationDeps, bookingId: string): Promise<GuestOfBooking | null> {
  const booking = await bookingOf(deps.client, bookingId);
  if (!booking) return null;
  const guest = await contactOf(deps.client, booking.guestId);
  return guest ? { booking, guest } : null;
}

/**
 * The guest's money was charged (`captured`; an authorisation alone is not a payment): in the app
 * and by push only, since the booking's confirmation email already carries the receipt. The host
 * hears of the booking itself.
 */
export function handlePaymentSucceeded(deps: NotificationDeps) {
  return eventSteps<Consumed['paymentSucceeded'], DB, GuestOfBooking | null>({
    before: async ({ data }) => (data.captured ? guestOf(deps, data.bookingId) : null),
    write: async ({ data }, trx, found) => {
      if (!found) return;
      const { booking, guest } = found;
      const es = guest.locale === 'es';
      const amount = clp(data.amount.amount, guest.locale);
      const title = singleLine(booking.listing.title);
      await deliverNotification(trx, {
        recipient: guest.userId,
        type: 'payment_received',
        dedupeKey: `payment_received:${data.paymentId}:${guest.userId}`,
        title: es ? 'Pago recibido' : 'Payment received',
        body: es
          ? `Recibimos tu pago de ${amount} por ${title}.`
          : `We received your payment of ${amount} for ${title}.`,
        link: `/bookings/${booking.id}`,
        data: {
          bookingId: booking.id,
          amount: data.amount.amount,
          listingTitle: booking.listing.title,
        },
      });
    },
  });
}

/** Job ids allow no ':' (and the provider's refund id is its own text). */
const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

/** A refund the provider confirmed: the guest, in the app, by email and by push. */
export function handlePaymentRefunded(deps: NotificationDeps) {
  return eventSteps<Consumed['paymentRefunded'], DB, GuestOfBooking | null>({
    before: async ({ data }) => (data.amount.amount > 0 ? guestOf(deps, data.bookingId) : null),
    write: async ({ data }, trx, found) => {
      if (!found) return;
      const { booking, guest } = found;
      const email: RefundIssuedEmail = {
        template: 'refund-issued',
        firstName: guest.firstName,
        bookingId: booking.id,
        listingTitle: booking.listing.title,
        amount: data.amount.amount,
      };
      const words = refundWords(email, guest.locale);
      const key = `${data.paymentId}-${safeId(data.refundId)}`;
      await deliverNotification(trx, {
        recipient: guest.userId,
        type: 'refund_issued',
        dedupeKey: `refund_issued:${key}:${guest.userId}`,
        title: words.heading,
        body: words.summary,
        link: words.action.path,
        data: {
          bookingId: booking.id,
          amount: data.amount.amount,
          listingTitle: booking.listing.title,
        },
        email: emailNow(emailJobId.refund(data.paymentId, safeId(data.refundId)), {
          to: guest.email,
          locale: guest.locale,
          email,
        }),
      });
    },
  });
}
