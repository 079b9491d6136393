import { z } from 'zod';
import {
  BookingKind,
  CancellationReason,
  IsoDate,
  IsoDateTime,
  REQUEST_RESPONSE_HOURS,
  Uuid,
  type Locale,
} from '@arrendo/contracts';
import { FirstName, SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { clp, endTime, localDay, localInstant, nightsBetween, plural } from './booking-format.js';
import { singleLine } from './escape.js';
import { renderLayout, renderText } from './layout.js';
import type { Block, LayoutInput } from './layout.js';

/**
 * What every booking message shows of the booking, copied from `rpc.booking.booking.get` when
 * the event arrives: the job renders later, and the listing may have changed by then.
 */
export const BookingDetails = z.object({
  bookingId: Uuid,
  listingTitle: z.string().max(300),
  kind: BookingKind,
  /** Stays: the local dates and the listing's check-in/out times (`HH:MM`, or null). */
  checkIn: IsoDate.nullable(),
  checkOut: IsoDate.nullable(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  /** Hourly: the local date, start time and length. */
  date: IsoDate.nullable(),
  startTime: z.string().nullable(),
  hours: z.number().int().positive().nullable(),
  /** The listing's time zone: every local field above is meant in it. */
  timeZone: z.string(),
  guests: z.number().int().positive(),
  /** CLP the guest pays (the quote's total). */
  total: z.number().int().nonnegative(),
  /** CLP the host earns (the quote's base). */
  hostEarnings: z.number().int().nonnegative(),
});
export type BookingDetails = z.infer<typeof BookingDetails>;

const fields = { firstName: FirstName, booking: BookingDetails };

/**
 * The exact place and the host's arrival details, copied from `rpc.booking.booking.arrival` when
 * the booking is confirmed (decision 0028): only the confirmed guest's emails carry it. Optional so
 * a job queued before it existed still renders.
 */
export const ArrivalDetails = z.object({
  location: z.string().max(200),
  address: z.string().max(300).nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  instructions: z.string().max(5000),
});
export type ArrivalDetails = z.infer<typeof ArrivalDetails>;

/** To the host: a guest asks to book (request-to-book listings). */
export const BookingRequestEmail = z.object({
  template: z.literal('booking-request'),
  ...fields,
  guestName: FirstName,
  /** When the request is declined for the host if they have not answered. */
  respondBy: IsoDateTime,
});

/**
 * To the guest: their request went to the host. Says what their card holds (the quote's total,
 * authorised now, charged only when the host accepts) and the host's deadline to answer.
 */
export const BookingRequestSentEmail = z.object({
  template: z.literal('booking-request-sent'),
  ...fields,
  hostName: FirstName,
  /** When the request lapses if the host has not answered. */
  respondBy: IsoDateTime,
  /**
   * False when the provider charged at once (Payku cannot authorise): the amount is paid and
   * comes back in full on a decline, instead of an authorisation being released.
   */
  authorized: z.boolean(),
});

/** To the guest: paid and confirmed at once (instant book). */
export const BookingConfirmedEmail = z.object({
  template: z.literal('booking-confirmed'),
  ...fields,
  hostName: FirstName,
  arrival: ArrivalDetails.nullable().optional(),
});

/** To the host: a confirmed booking of their listing. */
export const BookingNewEmail = z.object({
  template: z.literal('booking-new'),
  ...fields,
  guestName: FirstName,
});

/** To the guest: the host accepted the request. */
export const BookingAcceptedEmail = z.object({
  template: z.literal('booking-accepted'),
  ...fields,
  hostName: FirstName,
  arrival: ArrivalDetails.nullable().optional(),
});

/** To either party: the booking (or request) ended before its stay, and why. */
export const BookingCancelledEmail = z.object({
  template: z.literal('booking-cancelled'),
  ...fields,
  audience: z.enum(['guest', 'host']),
  reason: CancellationReason,
  /** The other party's first name (the host for the guest, the guest for the host). */
  otherName: FirstName,
  /** CLP the guest had paid, and what goes back to them. */
  paid: z.number().int().nonnegative(),
  refund: z.number().int().nonnegative(),
  /** Cancelled while still a request (never confirmed). */
  wasRequest: z.boolean(),
  /**
   * The request's card payment was only authorised: the authorisation is released, nothing was
   * charged or refunded. Absent on jobs queued before this field (worded as a refund then).
   */
  released: z.boolean().optional(),
});

export const BookingEmail = z.discriminatedUnion('template', [
  BookingRequestEmail,
  BookingRequestSentEmail,
  BookingConfirmedEmail,
  BookingNewEmail,
  BookingAcceptedEmail,
  BookingCancelledEmail,
]);
export type BookingEmail = z.infer<typeof BookingEmail>;
export type BookingCancelledEmail = z.infer<typeof BookingCancelledEmail>;

/** One booking message in one language: the email's words and the in-app notification's. */
export interface BookingMessage {
  subject: string;
  preheader: string;
  heading: string;
  /** The first sentence of the email; with the refund, the in-app notification's body. */
  summary: string;
  paragraphs: string[];
  details: [string, string][];
  action: { label: string; path: string };
  /** In-app body: the summary, plus the refund when there is one. */
  inAppBody: string;
  /** The confirmed guest's exact place and arrival details (email only, never in-app). */
  arrival?: ArrivalWords;
}

/** The arrival section of a confirmed guest's email, worded. */
export interface ArrivalWords {
  rows: [string, string][];
  /** A link that opens the exact pin on a map. */
  mapNote: string | null;
  instructionsHeading: string | null;
  instructions: string | null;
}

const coordinate = (v: number) => String(Math.round(v * 1e6) / 1e6);

function arrivalWords(a: ArrivalDetails, host: string, locale: Locale): ArrivalWords {
  const es = locale === 'es';
  const place = [a.address, a.location].filter((part) => part && part.trim() !== '').join(', ');
  const rows: [string, string][] = [[es ? 'Dirección' : 'Address', singleLine(place)]];
  let mapNote: string | null = null;
  if (a.lat !== null && a.lng !== null) {
    const lat = coordinate(a.lat);
    const lng = coordinate(a.lng);
    const url = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
    mapNote = es ? `Ubicación exacta en el mapa: ${url}` : `Exact location on the map: ${url}`;
  }
  const instructions = a.instructions.trim();
  return {
    rows,
    mapNote,
    instructionsHeading: instructions
      ? es
        ? `Instrucciones de llegada de ${host}:`
        : `Arrival details from ${host}:`
      : null,
    instructions: instructions || null,
  };
}

const name = (value: string) => singleLine(value);

function detailRows(
  b: BookingDetails,
  locale: Locale,
  amount: { label: 'paid' | 'authorized' | 'earnings' | 'none'; refund?: number },
): [string, string][] {
  const es = locale === 'es';
  const rows: [string, string][] = [];
  if (b.kind === 'stay' && b.checkIn && b.checkOut) {
    const from = b.checkInTime
      ? es
        ? `, desde las ${b.checkInTime}`
        : `, from ${b.checkInTime}`
      : '';
    const until = b.checkOutTime
      ? es
        ? `, hasta las ${b.checkOutTime}`
        : `, until ${b.checkOutTime}`
      : '';
    const nights = nightsBetween(b.checkIn, b.checkOut);
    rows.push(
      [es ? 'Llegada' : 'Check-in', `${localDay(b.checkIn, locale)}${from}`],
      [es ? 'Salida' : 'Check-out', `${localDay(b.checkOut, locale)}${until}`],
      [es ? 'Noches' : 'Nights', String(nights)],
    );
  } else if (b.date && b.startTime && b.hours) {
    const hours = es ? plural(b.hours, 'hora', 'horas') : plural(b.hours, 'hour', 'hours');
    rows.push(
      [es ? 'Fecha' : 'Date', localDay(b.date, locale)],
      [es ? 'Horario' : 'Time', `${b.startTime}–${endTime(b.startTime, b.hours)} (${hours})`],
    );
  }
  rows.push([es ? 'Huéspedes' : 'Guests', String(b.guests)]);
  if (amount.label === 'paid')
    rows.push([es ? 'Total pagado' : 'Total paid', clp(b.total, locale)]);
  if (amount.label === 'authorized')
    rows.push([es ? 'Autorizado en tu tarjeta' : 'Authorised on your card', clp(b.total, locale)]);
  if (amount.label === 'earnings') {
    rows.push([es ? 'Tus ganancias' : 'Your earnings', clp(b.hostEarnings, locale)]);
  }
  if (amount.refund) rows.push([es ? 'Reembolso' : 'Refund', clp(amount.refund, locale)]);
  rows.push([es ? 'Código de reserva' : 'Booking code', b.bookingId.slice(0, 8).toUpperCase()]);
  return rows;
}

const tripPath = (b: BookingDetails) => `/bookings/${b.bookingId}`;
const HOST_PATH = '/host/bookings';

function guestAction(locale: Locale, b: BookingDetails, receipt: boolean) {
  const label = receipt
    ? locale === 'es'
      ? 'Ver reserva y recibo'
      : 'View booking and receipt'
    : locale === 'es'
      ? 'Ver reserva'
      : 'View booking';
  return { label, path: tripPath(b) };
}

function hostAction(locale: Locale, label?: string) {
  return {
    label: label ?? (locale === 'es' ? 'Ver tus reservas' : 'View your bookings'),
    path: HOST_PATH,
  };
}

const RECEIPT_NOTE = {
  en: 'The receipt and every detail of your booking are in your trips.',
  es: 'El recibo y todos los detalles de tu reserva están en tus viajes.',
};

function message(
  parts: Omit<BookingMessage, 'inAppBody' | 'preheader'> & {
    preheader?: string;
    inAppExtra?: string;
  },
): BookingMessage {
  const { inAppExtra, preheader, ...rest } = parts;
  return {
    ...rest,
    preheader: preheader ?? parts.summary,
    inAppBody: inAppExtra ? `${parts.summary} ${inAppExtra}` : parts.summary,
  };
}

function requestMessage(d: z.infer<typeof BookingRequestEmail>, locale: Locale): BookingMessage {
  const b = d.booking;
  const title = name(b.listingTitle);
  const by = localInstant(d.respondBy, b.timeZone, locale);
  const hours = REQUEST_RESPONSE_HOURS;
  if (locale === 'es') {
    const guest = name(d.guestName) || 'Un huésped';
    return message({
      subject: `Nueva solicitud de reserva para ${title}`,
      heading: 'Nueva solicitud de reserva',
      summary: `${guest} quiere reservar ${title}.`,
      preheader: `${guest} quiere reservar ${title}. Tienes ${hours} horas para responder.`,
      paragraphs: [
        `Acepta o rechaza la solicitud antes del ${by} (hora de ${b.timeZone}). Si no respondes en ${hours} horas, se rechaza automáticamente y el huésped no paga nada.`,
      ],
      details: detailRows(b, locale, { label: 'earnings' }),
      action: hostAction(locale, 'Revisar la solicitud'),
      inAppExtra: `Responde antes del ${by}.`,
    });
  }
  const guest = name(d.guestName) || 'A guest';
  return message({
    subject: `New booking request for ${title}`,
    heading: 'New booking request',
    summary: `${guest} wants to book ${title}.`,
    preheader: `${guest} wants to book ${title}. You have ${hours} hours to answer.`,
    paragraphs: [
      `Accept or decline the request by ${by} (${b.timeZone} time). If you don't answer within ${hours} hours, it is declined automatically and the guest pays nothing.`,
    ],
    details: detailRows(b, locale, { label: 'earnings' }),
    action: hostAction(locale, 'Review the request'),
    inAppExtra: `Answer by ${by}.`,
  });
}

function requestSentMessage(
  d: z.infer<typeof BookingRequestSentEmail>,
  locale: Locale,
): BookingMessage {
  const b = d.booking;
  const title = name(b.listingTitle);
  const by = localInstant(d.respondBy, b.timeZone, locale);
  const amount = clp(b.total, locale);
  if (locale === 'es') {
    const host = name(d.hostName) || 'El anfitrión';
    return message({
      subject: `Enviamos tu solicitud para ${title}`,
      heading: 'Solicitud enviada',
      summary: `Enviamos tu solicitud para reservar ${title}. ${host} tiene hasta el ${by} (hora de ${b.timeZone}) para responder.`,
      paragraphs: [
        d.authorized
          ? `Tu tarjeta tiene autorizados ${amount}: se cobran solo cuando el anfitrión acepta. Si rechaza o no responde a tiempo, la autorización se libera y no se te cobra nada.`
          : `Pagaste ${amount} con Payku, que cobra de inmediato. Si el anfitrión rechaza o no responde a tiempo, se te devuelve todo.`,
      ],
      details: detailRows(b, locale, { label: d.authorized ? 'authorized' : 'paid' }),
      action: guestAction(locale, b, false),
    });
  }
  const host = name(d.hostName) || 'The host';
  return message({
    subject: `Your request for ${title} was sent`,
    heading: 'Request sent',
    summary: `We sent your request to book ${title}. ${host} has until ${by} (${b.timeZone} time) to answer.`,
    paragraphs: [
      d.authorized
        ? `${amount} is authorised on your card: it's charged only when the host accepts. If they decline or don't answer in time, the authorisation is released and you aren't charged anything.`
        : `You paid ${amount} with Payku, which charges at once. If the host declines or doesn't answer in time, you get everything back.`,
    ],
    details: detailRows(b, locale, { label: d.authorized ? 'authorized' : 'paid' }),
    action: guestAction(locale, b, false),
  });
}

function confirmedMessage(d: z.infer<typeof BookingConfirmedEmail>, locale: Locale) {
  const b = d.booking;
  const title = name(b.listingTitle);
  const es = locale === 'es';
  return message({
    subject: es
      ? `Tu reserva en ${title} está confirmada`
      : `Your booking at ${title} is confirmed`,
    heading: es ? 'Tu reserva está confirmada' : 'Your booking is confirmed',
    summary: es
      ? `Tu reserva en ${title} está confirmada.`
      : `Your booking at ${title} is confirmed.`,
    paragraphs: [RECEIPT_NOTE[locale]],
    details: detailRows(b, locale, { label: 'paid' }),
    action: guestAction(locale, b, true),
    ...(d.arrival
      ? {
          arrival: arrivalWords(
            d.arrival,
            name(d.hostName) || (es ? 'tu anfitrión' : 'your host'),
            locale,
          ),
        }
      : {}),
  });
}

function acceptedMessage(d: z.infer<typeof BookingAcceptedEmail>, locale: Locale) {
  const b = d.booking;
  const title = name(b.listingTitle);
  const es = locale === 'es';
  const host = name(d.hostName) || (es ? 'El anfitrión' : 'The host');
  return message({
    subject: es
      ? `Tu solicitud para ${title} fue aceptada`
      : `Your request for ${title} was accepted`,
    heading: es ? 'Tu solicitud fue aceptada' : 'Your request was accepted',
    summary: es
      ? `${host} aceptó tu solicitud para reservar ${title}. Tu reserva está confirmada.`
      : `${host} accepted your request to book ${title}. Your booking is confirmed.`,
    paragraphs: [RECEIPT_NOTE[locale]],
    details: detailRows(b, locale, { label: 'paid' }),
    action: guestAction(locale, b, true),
    ...(d.arrival
      ? {
          arrival: arrivalWords(
            d.arrival,
            name(d.hostName) || (es ? 'tu anfitrión' : 'your host'),
            locale,
          ),
        }
      : {}),
  });
}

function newBookingMessage(d: z.infer<typeof BookingNewEmail>, locale: Locale) {
  const b = d.booking;
  const title = name(b.listingTitle);
  const es = locale === 'es';
  const guest = name(d.guestName) || (es ? 'Un huésped' : 'A guest');
  return message({
    subject: es ? `Nueva reserva: ${title}` : `New booking: ${title}`,
    heading: es ? 'Nueva reserva' : 'New booking',
    summary: es ? `${guest} reservó ${title}.` : `${guest} booked ${title}.`,
    paragraphs: [
      es
        ? 'Las fechas ya quedaron bloqueadas en tu calendario.'
        : 'The dates are now blocked on your calendar.',
    ],
    details: detailRows(b, locale, { label: 'earnings' }),
    action: hostAction(locale),
  });
}

/** What the guest is told about the money, whatever the reason. */
function refundParagraph(d: BookingCancelledEmail, locale: Locale): string {
  const es = locale === 'es';
  if (d.released) {
    return es
      ? `Se liberan los ${clp(d.refund, locale)} autorizados en tu tarjeta: no se te cobró nada. Tu banco puede tardar unos días en reflejarlo.`
      : `The ${clp(d.refund, locale)} authorised on your card is released: you weren't charged anything. Your bank may take a few days to show it.`;
  }
  if (d.refund > 0) {
    return es
      ? `Te reembolsaremos ${clp(d.refund, locale)} a tu medio de pago original. Puede tardar algunos días hábiles en verse reflejado.`
      : `We're refunding ${clp(d.refund, locale)} to your original payment method. It may take a few business days to show up.`;
  }
  if (d.paid > 0 && d.reason === 'admin_cancelled') {
    return es
      ? 'Esta cancelación no tiene reembolso.'
      : 'No refund is given for this cancellation.';
  }
  if (d.paid > 0) {
    return es
      ? 'Según la política de cancelación del alojamiento, esta cancelación no tiene reembolso.'
      : "Under the listing's cancellation policy, this cancellation gets no refund.";
  }
  return es ? 'No se te cobró nada.' : 'You were not charged anything.';
}

function guestCancelledCopy(d: BookingCancelledEmail, locale: Locale, title: string) {
  const es = locale === 'es';
  const host = name(d.otherName);
  switch (d.reason) {
    case 'guest_cancelled':
      if (d.wasRequest) {
        return es
          ? {
              subject: `Retiraste tu solicitud para ${title}`,
              heading: 'Solicitud retirada',
              summary: `Retiraste tu solicitud para reservar ${title}.`,
            }
          : {
              subject: `You withdrew your request for ${title}`,
              heading: 'Request withdrawn',
              summary: `You withdrew your request to book ${title}.`,
            };
      }
      return es
        ? {
            subject: `Tu reserva en ${title} está cancelada`,
            heading: 'Reserva cancelada',
            summary: `Cancelaste tu reserva en ${title}.`,
          }
        : {
            subject: `Your booking at ${title} is cancelled`,
            heading: 'Booking cancelled',
            summary: `You cancelled your booking at ${title}.`,
          };
    case 'host_cancelled':
      return es
        ? {
            subject: `Tu anfitrión canceló tu reserva en ${title}`,
            heading: 'Tu reserva fue cancelada',
            summary: `${host || 'Tu anfitrión'} canceló tu reserva en ${title}. Lo sentimos.`,
          }
        : {
            subject: `Your host cancelled your booking at ${title}`,
            heading: 'Your booking was cancelled',
            summary: `${host || 'Your host'} cancelled your booking at ${title}. We're sorry.`,
          };
    case 'host_declined':
      return es
        ? {
            subject: `Tu solicitud para ${title} fue rechazada`,
            heading: 'Tu solicitud fue rechazada',
            summary: `${host || 'El anfitrión'} no puede recibirte esta vez y rechazó tu solicitud para reservar ${title}.`,
          }
        : {
            subject: `Your request for ${title} was declined`,
            heading: 'Your request was declined',
            summary: `${host || 'The host'} can't host you this time and declined your request to book ${title}.`,
          };
    case 'request_expired':
      return es
        ? {
            subject: `Tu solicitud para ${title} venció`,
            heading: 'Tu solicitud venció',
            summary: `El anfitrión no respondió tu solicitud para reservar ${title} en ${REQUEST_RESPONSE_HOURS} horas, así que se canceló.`,
          }
        : {
            subject: `Your request for ${title} expired`,
            heading: 'Your request expired',
            summary: `The host didn't answer your request to book ${title} within ${REQUEST_RESPONSE_HOURS} hours, so it was cancelled.`,
          };
    case 'slot_lost':
      return es
        ? {
            subject: `No pudimos confirmar tu reserva en ${title}`,
            heading: 'No pudimos confirmar tu reserva',
            summary: `Tu pago llegó después de que venciera tu reserva temporal en ${title}, y mientras tanto otra persona reservó esas fechas.`,
          }
        : {
            subject: `We couldn't confirm your booking at ${title}`,
            heading: "We couldn't confirm your booking",
            summary: `Your payment arrived after your hold on ${title} had ended, and someone else booked those dates meanwhile.`,
          };
    case 'slot_unavailable':
      return es
        ? {
            subject: `No pudimos confirmar tu reserva en ${title}`,
            heading: 'No pudimos confirmar tu reserva',
            summary: `Tu pago llegó después de que venciera tu reserva temporal en ${title}, y mientras tanto esas fechas dejaron de estar disponibles en el calendario del anfitrión.`,
          }
        : {
            subject: `We couldn't confirm your booking at ${title}`,
            heading: "We couldn't confirm your booking",
            summary: `Your payment arrived after your hold on ${title} had ended, and meanwhile those dates stopped being available on the host's calendar.`,
          };
    case 'listing_withdrawn':
      return es
        ? {
            subject: `${title} ya no está disponible`,
            heading: 'El alojamiento ya no está disponible',
            summary: `${host || 'El anfitrión'} retiró ${title} de Arrendo antes de que se confirmara tu reserva, así que se canceló.`,
          }
        : {
            subject: `${title} is no longer available`,
            heading: 'This place is no longer available',
            summary: `${host || 'The host'} took ${title} off Arrendo before your booking was confirmed, so it was cancelled.`,
          };
    case 'admin_cancelled':
      // Decision 0050: Arrendo's support cancelled it, with the refund it chose.
      return es
        ? {
            subject: `Arrendo canceló tu reserva en ${title}`,
            heading: 'Tu reserva fue cancelada',
            summary: `Nuestro equipo de soporte canceló tu reserva en ${title}. Si tienes preguntas, escríbenos desde la página de ayuda.`,
          }
        : {
            subject: `Arrendo cancelled your booking at ${title}`,
            heading: 'Your booking was cancelled',
            summary: `Our support team cancelled your booking at ${title}. If you have questions, write to us from the help page.`,
          };
  }
}

function hostCancelledCopy(d: BookingCancelledEmail, locale: Locale, title: string) {
  const es = locale === 'es';
  const guest = name(d.otherName);
  const refund = clp(d.refund, locale);
  // A request's card was only authorised: released, not refunded (decisions.md, Money).
  const guestMoney = d.released
    ? es
      ? 'Al huésped no se le cobra nada: se libera la autorización de su tarjeta.'
      : "The guest isn't charged: their card authorisation is released."
    : es
      ? `El huésped recibe el reembolso total de ${refund}.`
      : `The guest gets a full refund of ${refund}.`;
  const calendar = es
    ? 'Las fechas quedaron libres otra vez en tu calendario.'
    : 'The dates are free again on your calendar.';
  switch (d.reason) {
    case 'guest_cancelled': {
      const who = guest || (es ? 'Un huésped' : 'A guest');
      const line = d.wasRequest
        ? es
          ? `${who} retiró su solicitud para ${title}`
          : `${who} withdrew their request for ${title}`
        : es
          ? `${who} canceló su reserva en ${title}`
          : `${who} cancelled their booking at ${title}`;
      return {
        subject: line,
        heading: d.wasRequest
          ? es
            ? 'Solicitud retirada'
            : 'Request withdrawn'
          : es
            ? 'Reserva cancelada'
            : 'Booking cancelled',
        summary: `${line}.`,
        paragraphs: [calendar],
      };
    }
    case 'host_cancelled':
      return es
        ? {
            subject: `Cancelaste la reserva en ${title}`,
            heading: 'Reserva cancelada',
            summary: `Cancelaste la reserva en ${title}.`,
            paragraphs: [`El huésped recibe el reembolso total de ${refund}.`, calendar],
          }
        : {
            subject: `You cancelled the booking at ${title}`,
            heading: 'Booking cancelled',
            summary: `You cancelled the booking at ${title}.`,
            paragraphs: [`The guest gets a full refund of ${refund}.`, calendar],
          };
    case 'host_declined':
      return es
        ? {
            subject: `Rechazaste la solicitud para ${title}`,
            heading: 'Solicitud rechazada',
            summary: `Rechazaste la solicitud para reservar ${title}.`,
            paragraphs: [guestMoney],
          }
        : {
            subject: `You declined the request for ${title}`,
            heading: 'Request declined',
            summary: `You declined the request to book ${title}.`,
            paragraphs: [guestMoney],
          };
    case 'request_expired': {
      const from = guest ? (es ? ` de ${guest}` : ` from ${guest}`) : '';
      return es
        ? {
            subject: `Venció una solicitud para ${title}`,
            heading: 'Venció una solicitud',
            summary: `La solicitud${from} para reservar ${title} no tuvo respuesta en ${REQUEST_RESPONSE_HOURS} horas y se rechazó automáticamente.`,
            paragraphs: [
              `${guestMoney} Responde las solicitudes a tiempo para que los huéspedes puedan contar contigo.`,
            ],
          }
        : {
            subject: `A request for ${title} expired`,
            heading: 'A request expired',
            summary: `The request${from} to book ${title} got no answer within ${REQUEST_RESPONSE_HOURS} hours and was declined automatically.`,
            paragraphs: [`${guestMoney} Answer requests in time so guests can count on you.`],
          };
    }
    case 'slot_lost':
    case 'slot_unavailable':
      // Never sent to hosts (they never saw the booking); worded for completeness.
      return es
        ? {
            subject: `Se canceló una reserva en ${title}`,
            heading: 'Reserva cancelada',
            summary: `Se canceló una reserva en ${title} antes de confirmarse.`,
            paragraphs: [calendar],
          }
        : {
            subject: `A booking at ${title} was cancelled`,
            heading: 'Booking cancelled',
            summary: `A booking at ${title} was cancelled before it was confirmed.`,
            paragraphs: [calendar],
          };
    case 'listing_withdrawn': {
      const from = guest ? (es ? ` de ${guest}` : ` from ${guest}`) : '';
      return es
        ? {
            subject: `Se canceló una solicitud para ${title}`,
            heading: 'Solicitud cancelada',
            summary: `Retiraste ${title} de Arrendo, así que la solicitud${from} se canceló.`,
            paragraphs: [guestMoney],
          }
        : {
            subject: `A request for ${title} was cancelled`,
            heading: 'Request cancelled',
            summary: `You took ${title} off Arrendo, so the request${from} was cancelled.`,
            paragraphs: [guestMoney],
          };
    }
    case 'admin_cancelled': {
      const from = guest ? (es ? ` de ${guest}` : ` from ${guest}`) : '';
      const money =
        d.refund > 0
          ? es
            ? `El huésped recibe un reembolso de ${refund}.`
            : `The guest is refunded ${refund}.`
          : es
            ? 'El huésped no recibe reembolso.'
            : 'The guest gets no refund.';
      return es
        ? {
            subject: `Arrendo canceló una reserva en ${title}`,
            heading: 'Reserva cancelada',
            summary: `Nuestro equipo de soporte canceló la reserva${from} en ${title}.`,
            paragraphs: [money, calendar],
          }
        : {
            subject: `Arrendo cancelled a booking at ${title}`,
            heading: 'Booking cancelled',
            summary: `Our support team cancelled the booking${from} at ${title}.`,
            paragraphs: [money, calendar],
          };
    }
  }
}

function cancelledMessage(d: BookingCancelledEmail, locale: Locale): BookingMessage {
  const b = d.booking;
  const title = name(b.listingTitle);
  if (d.audience === 'guest') {
    const copy = guestCancelledCopy(d, locale, title);
    return message({
      ...copy,
      paragraphs: [refundParagraph(d, locale)],
      details: detailRows(b, locale, { label: 'none', refund: d.released ? 0 : d.refund }),
      action: guestAction(locale, b, false),
      ...(d.released && d.refund > 0
        ? {
            inAppExtra:
              locale === 'es'
                ? `Autorización liberada: ${clp(d.refund, locale)}.`
                : `Authorisation released: ${clp(d.refund, locale)}.`,
          }
        : d.refund > 0
          ? { inAppExtra: `${locale === 'es' ? 'Reembolso' : 'Refund'}: ${clp(d.refund, locale)}.` }
          : {}),
    });
  }
  const copy = hostCancelledCopy(d, locale, title);
  return message({
    ...copy,
    details: detailRows(b, locale, { label: 'none' }),
    action: hostAction(locale),
  });
}

/** The words of a booking message in the recipient's language (email and in-app share them). */
export function bookingMessage(d: BookingEmail, locale: Locale): BookingMessage {
  switch (d.template) {
    case 'booking-request':
      return requestMessage(d, locale);
    case 'booking-request-sent':
      return requestSentMessage(d, locale);
    case 'booking-confirmed':
      return confirmedMessage(d, locale);
    case 'booking-new':
      return newBookingMessage(d, locale);
    case 'booking-accepted':
      return acceptedMessage(d, locale);
    case 'booking-cancelled':
      return cancelledMessage(d, locale);
  }
}

/** The exact place under the booking's details; instructions keep the host's line breaks. */
function arrivalBlocks(a: ArrivalWords | undefined): Block[] {
  if (!a) return [];
  const blocks: Block[] = [{ kind: 'details', rows: a.rows }];
  if (a.mapNote) blocks.push({ kind: 'note', text: a.mapNote });
  if (a.instructionsHeading && a.instructions) {
    blocks.push({ kind: 'paragraph', text: a.instructionsHeading });
    blocks.push({ kind: 'quote', text: a.instructions });
  }
  return blocks;
}

export function renderBookingEmail(d: BookingEmail, ctx: RenderContext): RenderedEmail {
  const m = bookingMessage(d, ctx.locale);
  const layout: LayoutInput = {
    locale: ctx.locale,
    preheader: m.preheader,
    heading: m.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, d.firstName) },
      { kind: 'paragraph', text: m.summary },
      ...m.paragraphs.map((text): Block => ({ kind: 'paragraph', text })),
      { kind: 'details', rows: m.details },
      ...arrivalBlocks(m.arrival),
      {
        kind: 'button',
        label: m.action.label,
        href: new URL(m.action.path, ctx.appUrl).toString(),
      },
    ],
    signature: SIGNATURE[ctx.locale],
  };
  // A subject is a header: the listing's title is user data and must stay on one line.
  return { subject: singleLine(m.subject), text: renderText(layout), html: renderLayout(layout) };
}
