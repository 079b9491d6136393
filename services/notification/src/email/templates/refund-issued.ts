import { z } from 'zod';
import { Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { clp } from './booking-format.js';
import { singleLine } from './escape.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/** To the guest: the provider confirmed money went back to them. */
export const RefundIssuedEmail = z.object({
  template: z.literal('refund-issued'),
  firstName: FirstName,
  bookingId: Uuid,
  listingTitle: z.string().max(300),
  /** CLP of this refund. */
  amount: z.number().int().positive(),
});
export type RefundIssuedEmail = z.infer<typeof RefundIssuedEmail>;

export function refundWords(d: RefundIssuedEmail, locale: Locale): NotificationWords {
  const es = locale === 'es';
  const amount = clp(d.amount, locale);
  const title = singleLine(d.listingTitle);
  return {
    subject: es ? `Tu reembolso de ${amount}` : `Your refund of ${amount}`,
    heading: es ? 'Reembolso emitido' : 'Refund issued',
    summary: es
      ? `Te devolvimos ${amount} por tu reserva en ${title}.`
      : `We refunded ${amount} for your booking at ${title}.`,
    paragraphs: [
      es
        ? 'Vuelve a tu medio de pago original; tu banco puede tardar algunos días hábiles en reflejarlo.'
        : 'It goes back to your original payment method; your bank may take a few business days to show it.',
    ],
    details: [
      [es ? 'Reembolso' : 'Refund', amount],
      [es ? 'Código de reserva' : 'Booking code', d.bookingId.slice(0, 8).toUpperCase()],
    ],
    action: { label: es ? 'Ver reserva' : 'View booking', path: `/bookings/${d.bookingId}` },
  };
}

export function renderRefundIssued(d: RefundIssuedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(refundWords(d, ctx.locale), d.firstName, ctx);
}
