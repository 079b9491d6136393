import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';
import { bookingMessage, type BookingDetails, type BookingEmail } from './booking.js';

const ctx = (locale: 'en' | 'es') => ({ locale, appUrl: 'https://arrendo.test' });

const stay: BookingDetails = {
  bookingId: '7c1e2f4a-9b8d-4c3e-8f10-2a3b4c5d6e7f',
  listingTitle: 'Cabaña en Pucón',
  kind: 'stay',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  date: null,
  startTime: null,
  hours: null,
  timeZone: 'America/Santiago',
  guests: 2,
  total: 111_900,
  hostEarnings: 100_000,
};

const hourly: BookingDetails = {
  ...stay,
  listingTitle: 'Estudio de fotografía',
  kind: 'hourly',
  checkIn: null,
  checkOut: null,
  checkInTime: null,
  checkOutTime: null,
  date: '2026-12-05',
  startTime: '22:00',
  hours: 3,
};

const render = (data: BookingEmail, locale: 'en' | 'es') =>
  renderEmail(EmailTemplateData.parse(data), ctx(locale));

describe('booking-request (to the host)', () => {
  const data: BookingEmail = {
    template: 'booking-request',
    firstName: 'Camila',
    guestName: 'Ana',
    booking: stay,
    respondBy: '2026-11-30T18:30:00.000Z',
  };

  it('in English: who asks, the dates, the deadline in the listing’s time, the link', () => {
    const email = render(data, 'en');
    expect(email.subject).toBe('New booking request for Cabaña en Pucón');
    expect(email.text).toContain('Hi Camila,');
    expect(email.text).toContain('Ana wants to book Cabaña en Pucón.');
    expect(email.text).toContain('Accept or decline the request by Mon, Nov 30, 15:30');
    expect(email.text).toContain('(America/Santiago time)');
    expect(email.text).toContain('within 24 hours');
    expect(email.text).toContain('Check-in: Fri, Dec 4, 2026, from 15:00');
    expect(email.text).toContain('Check-out: Sun, Dec 6, 2026, until 11:00');
    expect(email.text).toContain('Nights: 2');
    expect(email.text).toContain('Guests: 2');
    expect(email.text).toContain('Your earnings: CLP$100,000');
    expect(email.text).toContain('Review the request: https://arrendo.test/host/bookings');
    expect(email.html).toContain('href="https://arrendo.test/host/bookings"');
  });

  it('in Spanish', () => {
    const email = render(data, 'es');
    expect(email.subject).toBe('Nueva solicitud de reserva para Cabaña en Pucón');
    expect(email.text).toContain('Hola, Camila:');
    expect(email.text).toContain('Ana quiere reservar Cabaña en Pucón.');
    expect(email.text).toContain('antes del lun, 30 nov, 15:30 (hora de America/Santiago)');
    expect(email.text).toContain('Si no respondes en 24 horas');
    expect(email.text).toContain('Llegada: vie, 4 dic 2026, desde las 15:00');
    expect(email.text).toContain('Salida: dom, 6 dic 2026, hasta las 11:00');
    expect(email.text).toContain('Tus ganancias: CLP$100.000');
    expect(email.text).toContain('Revisar la solicitud: https://arrendo.test/host/bookings');
  });

  it('the in-app words name the deadline too', () => {
    expect(bookingMessage(data, 'en').inAppBody).toBe(
      'Ana wants to book Cabaña en Pucón. Answer by Mon, Nov 30, 15:30.',
    );
    expect(bookingMessage(data, 'es').heading).toBe('Nueva solicitud de reserva');
  });
});

describe('booking-request-sent (to the guest)', () => {
  const data: BookingEmail = {
    template: 'booking-request-sent',
    firstName: 'Ana',
    hostName: 'Camila',
    booking: stay,
    respondBy: '2026-11-30T18:30:00.000Z',
    authorized: true,
  };

  it('in English: the amount authorised, the host’s deadline in the listing’s time, the trip', () => {
    const email = render(data, 'en');
    expect(email.subject).toBe('Your request for Cabaña en Pucón was sent');
    expect(email.text).toContain('Hi Ana,');
    expect(email.text).toContain(
      'We sent your request to book Cabaña en Pucón. Camila has until Mon, Nov 30, 15:30 (America/Santiago time) to answer.',
    );
    expect(email.text).toContain(
      "CLP$111,900 is authorised on your card: it's charged only when the host accepts. If they decline or don't answer in time, the authorisation is released and you aren't charged anything.",
    );
    expect(email.text).toContain('Authorised on your card: CLP$111,900');
    expect(email.text).not.toContain('Total paid');
    expect(email.text).toContain(
      'View booking: https://arrendo.test/bookings/7c1e2f4a-9b8d-4c3e-8f10-2a3b4c5d6e7f',
    );
  });

  it('in Spanish', () => {
    const email = render(data, 'es');
    expect(email.subject).toBe('Enviamos tu solicitud para Cabaña en Pucón');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain(
      'Camila tiene hasta el lun, 30 nov, 15:30 (hora de America/Santiago) para responder.',
    );
    expect(email.text).toContain('Tu tarjeta tiene autorizados CLP$111.900');
    expect(email.text).toContain('Autorizado en tu tarjeta: CLP$111.900');
  });

  it('a request Payku charged at once says it was paid and comes back in full', () => {
    const email = render({ ...data, authorized: false }, 'en');
    expect(email.text).toContain('You paid CLP$111,900 with Payku, which charges at once.');
    expect(email.text).toContain('Total paid: CLP$111,900');
    expect(email.text).not.toContain('authorised');
  });
});

describe('booking-confirmed, booking-accepted (to the guest), booking-new (to the host)', () => {
  it('confirmed: the total paid and the receipt link, in both languages', () => {
    const data: BookingEmail = {
      template: 'booking-confirmed',
      firstName: 'Ana',
      hostName: 'Camila',
      booking: stay,
    };
    const en = render(data, 'en');
    const es = render(data, 'es');
    expect(en.subject).toBe('Your booking at Cabaña en Pucón is confirmed');
    expect(es.subject).toBe('Tu reserva en Cabaña en Pucón está confirmada');
    expect(en.text).toContain('Total paid: CLP$111,900');
    expect(es.text).toContain('Total pagado: CLP$111.900');
    const receipt = `https://arrendo.test/bookings/${stay.bookingId}`;
    expect(en.text).toContain(`View booking and receipt: ${receipt}`);
    expect(es.text).toContain(`Ver reserva y recibo: ${receipt}`);
    expect(en.text).toContain('Booking code: 7C1E2F4A');
    expect(es.text).toContain('Código de reserva: 7C1E2F4A');
  });

  it('accepted: names the host who accepted', () => {
    const data: BookingEmail = {
      template: 'booking-accepted',
      firstName: 'Ana',
      hostName: 'Camila',
      booking: hourly,
    };
    const en = render(data, 'en');
    const es = render(data, 'es');
    expect(en.subject).toBe('Your request for Estudio de fotografía was accepted');
    expect(en.text).toContain('Camila accepted your request to book Estudio de fotografía.');
    expect(es.subject).toBe('Tu solicitud para Estudio de fotografía fue aceptada');
    expect(es.text).toContain('Camila aceptó tu solicitud para reservar Estudio de fotografía.');
    // Hourly: the date and the hours, ending past midnight.
    expect(en.text).toContain('Date: Sat, Dec 5, 2026');
    expect(en.text).toContain('Time: 22:00–01:00 (3 hours)');
    expect(es.text).toContain('Horario: 22:00–01:00 (3 horas)');
  });

  const arrival = {
    location: 'Pucón, Araucanía',
    address: 'Camino Pucón–Caburgua 4321, parcela 7',
    lat: -39.2371,
    lng: -71.8694,
    instructions: 'Key box code 4471, left of the gate.\nPark under the oak.',
  };

  it('confirmed and accepted: the exact address, the pin and the arrival details, in both languages', () => {
    for (const template of ['booking-confirmed', 'booking-accepted'] as const) {
      const data: BookingEmail = {
        template,
        firstName: 'Ana',
        hostName: 'Camila',
        booking: stay,
        arrival,
      };
      const en = render(data, 'en');
      const es = render(data, 'es');
      const map =
        'https://www.openstreetmap.org/?mlat=-39.2371&mlon=-71.8694#map=17/-39.2371/-71.8694';
      expect(en.text).toContain('Address: Camino Pucón–Caburgua 4321, parcela 7, Pucón, Araucanía');
      expect(en.text).toContain(`Exact location on the map: ${map}`);
      expect(en.text).toContain(
        'Arrival details from Camila:\n\nKey box code 4471, left of the gate.\nPark under the oak.',
      );
      expect(es.text).toContain(
        'Dirección: Camino Pucón–Caburgua 4321, parcela 7, Pucón, Araucanía',
      );
      expect(es.text).toContain(`Ubicación exacta en el mapa: ${map}`);
      expect(es.text).toContain('Instrucciones de llegada de Camila:\n\nKey box code 4471');
      expect(en.html).toContain('Key box code 4471');
      expect(en.html).toContain('Camino Pucón–Caburgua 4321');
      // The in-app notification keeps to the summary: the code stays in the guest's email.
      expect(bookingMessage(data, 'en').inAppBody).not.toContain('4471');
    }
  });

  it('without the exact place (not confirmed when sent), only the public place is implied', () => {
    const data: BookingEmail = {
      template: 'booking-confirmed',
      firstName: 'Ana',
      hostName: 'Camila',
      booking: stay,
      arrival: null,
    };
    const en = render(data, 'en');
    expect(en.text).not.toContain('Address:');
    expect(en.text).not.toContain('Arrival details');
  });

  it('new booking: the guest’s name, the earnings, the host’s bookings link', () => {
    const data: BookingEmail = {
      template: 'booking-new',
      firstName: 'Camila',
      guestName: '',
      booking: { ...hourly, hours: 1 },
    };
    const en = render(data, 'en');
    const es = render(data, 'es');
    expect(en.subject).toBe('New booking: Estudio de fotografía');
    expect(en.text).toContain('A guest booked Estudio de fotografía.');
    expect(es.text).toContain('Un huésped reservó Estudio de fotografía.');
    expect(en.text).toContain('(1 hour)');
    expect(es.text).toContain('(1 hora)');
    expect(es.text).toContain('Ver tus reservas: https://arrendo.test/host/bookings');
    expect(en.text).not.toContain('Total paid');
  });
});

describe('booking-cancelled', () => {
  const cancelled = (
    over: Partial<Extract<BookingEmail, { template: 'booking-cancelled' }>>,
  ): BookingEmail => ({
    template: 'booking-cancelled',
    firstName: 'Ana',
    audience: 'guest',
    reason: 'guest_cancelled',
    otherName: 'Camila',
    booking: stay,
    paid: 111_900,
    refund: 45_000,
    wasRequest: false,
    ...over,
  });

  it('a declined request paid by card: the authorisation is released, not refunded', () => {
    const declined = {
      reason: 'host_declined' as const,
      refund: 130_900,
      wasRequest: true,
      released: true,
    };
    const guest = render(cancelled(declined), 'en');
    expect(guest.text).toContain(
      "The CLP$130,900 authorised on your card is released: you weren't charged anything.",
    );
    expect(guest.text).not.toContain('refunding');
    expect(guest.text).not.toContain('Refund:');
    expect(render(cancelled(declined), 'es').text).toContain(
      'Se liberan los CLP$130.900 autorizados en tu tarjeta: no se te cobró nada.',
    );
    const host = render(
      cancelled({
        ...declined,
        audience: 'host',
        reason: 'request_expired',
        firstName: 'Camila',
        otherName: 'Ana',
      }),
      'en',
    );
    expect(host.text).toContain("The guest isn't charged: their card authorisation is released.");
    expect(host.text).not.toContain('full refund');
  });

  it('the guest who cancelled gets the refund in CLP in each language’s format', () => {
    const en = render(cancelled({}), 'en');
    const es = render(cancelled({}), 'es');
    expect(en.subject).toBe('Your booking at Cabaña en Pucón is cancelled');
    expect(en.text).toContain('You cancelled your booking at Cabaña en Pucón.');
    expect(en.text).toContain("We're refunding CLP$45,000 to your original payment method.");
    expect(en.text).toContain('Refund: CLP$45,000');
    expect(es.subject).toBe('Tu reserva en Cabaña en Pucón está cancelada');
    expect(es.text).toContain('Te reembolsaremos CLP$45.000 a tu medio de pago original.');
    expect(es.text).toContain('Reembolso: CLP$45.000');
    expect(bookingMessage(cancelled({}), 'es').inAppBody).toBe(
      'Cancelaste tu reserva en Cabaña en Pucón. Reembolso: CLP$45.000.',
    );
  });

  it('no refund under the policy is said plainly, with no refund line', () => {
    const en = render(cancelled({ refund: 0 }), 'en');
    const es = render(cancelled({ refund: 0 }), 'es');
    expect(en.text).toContain(
      "Under the listing's cancellation policy, this cancellation gets no refund.",
    );
    expect(es.text).toContain('esta cancelación no tiene reembolso');
    expect(en.text).not.toContain('Refund:');
    expect(bookingMessage(cancelled({ refund: 0 }), 'en').inAppBody).toBe(
      'You cancelled your booking at Cabaña en Pucón.',
    );
  });

  it('each reason has its own words for the guest', () => {
    const subject = (reason: Parameters<typeof cancelled>[0]['reason'], locale: 'en' | 'es') =>
      render(cancelled({ reason, refund: 111_900 }), locale).subject;
    expect(subject('host_cancelled', 'en')).toBe(
      'Your host cancelled your booking at Cabaña en Pucón',
    );
    expect(subject('host_cancelled', 'es')).toBe(
      'Tu anfitrión canceló tu reserva en Cabaña en Pucón',
    );
    expect(subject('host_declined', 'en')).toBe('Your request for Cabaña en Pucón was declined');
    expect(subject('host_declined', 'es')).toBe('Tu solicitud para Cabaña en Pucón fue rechazada');
    expect(subject('request_expired', 'en')).toBe('Your request for Cabaña en Pucón expired');
    expect(subject('request_expired', 'es')).toBe('Tu solicitud para Cabaña en Pucón venció');
    expect(subject('slot_lost', 'en')).toBe("We couldn't confirm your booking at Cabaña en Pucón");
    expect(subject('slot_lost', 'es')).toBe('No pudimos confirmar tu reserva en Cabaña en Pucón');
    expect(subject('slot_unavailable', 'en')).toBe(
      "We couldn't confirm your booking at Cabaña en Pucón",
    );
    expect(subject('listing_withdrawn', 'en')).toBe('Cabaña en Pucón is no longer available');
    expect(subject('listing_withdrawn', 'es')).toBe('Cabaña en Pucón ya no está disponible');
    const unavailable = render(cancelled({ reason: 'slot_unavailable', refund: 111_900 }), 'en');
    expect(unavailable.text).toContain("stopped being available on the host's calendar");
    expect(unavailable.text).toContain("We're refunding CLP$111,900");
    const withdrawn = render(cancelled({ reason: 'listing_withdrawn', refund: 111_900 }), 'es');
    expect(withdrawn.text).toContain('retiró Cabaña en Pucón de Arrendo');
    expect(withdrawn.text).toContain('Te reembolsaremos CLP$111.900');
    const declined = render(cancelled({ reason: 'host_declined', refund: 111_900 }), 'en');
    expect(declined.text).toContain("Camila can't host you this time");
    expect(declined.text).toContain("We're refunding CLP$111,900");
    const expired = render(cancelled({ reason: 'request_expired', refund: 111_900 }), 'es');
    expect(expired.text).toContain('El anfitrión no respondió tu solicitud');
    expect(expired.text).toContain('Te reembolsaremos CLP$111.900');
  });

  it('a withdrawn request with nothing charged says so', () => {
    const data = cancelled({ wasRequest: true, paid: 0, refund: 0 });
    expect(render(data, 'en').subject).toBe('You withdrew your request for Cabaña en Pucón');
    expect(render(data, 'en').text).toContain('You were not charged anything.');
    expect(render(data, 'es').text).toContain('No se te cobró nada.');
  });

  it('the host learns who cancelled and that the dates are free again', () => {
    const host = { audience: 'host' as const, firstName: 'Camila', otherName: 'Ana' };
    const en = render(cancelled(host), 'en');
    const es = render(cancelled(host), 'es');
    expect(en.subject).toBe('Ana cancelled their booking at Cabaña en Pucón');
    expect(en.text).toContain('The dates are free again on your calendar.');
    expect(en.text).toContain('View your bookings: https://arrendo.test/host/bookings');
    expect(es.subject).toBe('Ana canceló su reserva en Cabaña en Pucón');
    expect(es.text).toContain('Las fechas quedaron libres otra vez en tu calendario.');
    // The guest's refund is not the host's money: no refund line for them.
    expect(en.text).not.toContain('Refund:');

    const own = render(cancelled({ ...host, reason: 'host_cancelled', refund: 111_900 }), 'en');
    expect(own.subject).toBe('You cancelled the booking at Cabaña en Pucón');
    expect(own.text).toContain('The guest gets a full refund of CLP$111,900.');
    const missed = render(cancelled({ ...host, reason: 'request_expired' }), 'es');
    expect(missed.subject).toBe('Venció una solicitud para Cabaña en Pucón');
    expect(missed.text).toContain(
      'La solicitud de Ana para reservar Cabaña en Pucón no tuvo respuesta',
    );
  });
});

describe('escaping booking data', () => {
  it('escapes the listing title and names in HTML and keeps the subject on one line', () => {
    const data: BookingEmail = {
      template: 'booking-new',
      firstName: 'Camila',
      guestName: '<b>Eve</b>',
      booking: { ...stay, listingTitle: 'Casa "Sol" & <script>x</script>\r\nBcc: a@b.c' },
    };
    const email = render(data, 'en');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('Casa &quot;Sol&quot; &amp; &lt;script&gt;x&lt;/script&gt;');
    expect(email.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(email.subject).toBe('New booking: Casa "Sol" & <script>x</script> Bcc: a@b.c');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
