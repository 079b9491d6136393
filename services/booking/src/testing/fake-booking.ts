import { randomUUID } from 'node:crypto';
import {
  AppError,
  Booking,
  BookingEvents,
  BookingRpc,
  type Actor,
  type BookingArrival,
  type BookingCancelledEvent,
  type BookingConfirmedEvent,
} from '@arrendo/contracts';
import { enqueueEvent, startService, type RunningService } from '@arrendo/kit';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/**
 * A pending booking as the booking service answers it right after a hold (what payment sees). The quote: 2 nights at 50 000 = base
 * 100 000, service fee 10 % = 10 000, IVA 19 % of that fee = 1 900, total 111 900.
 */
export function makeBooking(overrides: {
  guestId: string;
  hostId?: string;
  instantBook?: boolean;
  status?: Booking['status'];
  expiresAt?: string;
}): Booking {
  const now = new Date();
  const start = new Date(now.getTime() + 10 * 86_400_000);
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const propertyId = randomUUID();
  return Booking.parse({
    id: randomUUID(),
    propertyId,
    guestId: overrides.guestId,
    hostId: overrides.hostId ?? randomUUID(),
    status: overrides.status ?? 'pending',
    kind: 'stay',
    guests: 2,
    checkIn: start.toISOString().slice(0, 10),
    checkOut: end.toISOString().slice(0, 10),
    date: null,
    startTime: null,
    hours: null,
    timeZone: 'America/Santiago',
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    expiresAt: overrides.expiresAt ?? new Date(now.getTime() + 15 * 60_000).toISOString(),
    listing: {
      title: 'Casa en Valparaíso',
      location: 'Valparaíso, Chile',
      listingType: 'home',
      coverUrl: null,
      refundPolicy: 'moderate',
      instantBook: overrides.instantBook ?? true,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    quote: {
      propertyId,
      kind: 'stay',
      unit: 'day',
      units: 2,
      unitPrice: clp(50_000),
      subtotal: clp(100_000),
      extraFees: [],
      base: clp(100_000),
      serviceFeePercent: 10,
      serviceFee: clp(10_000),
      vatPercent: 19,
      vat: clp(1_900),
      total: clp(111_900),
      display: { currency: 'CLP', rate: 1, ratesAt: null },
    },
    payment: { state: 'unpaid', provider: null, paid: clp(0), refunded: clp(0) },
    cancellation: null,
    confirmedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
}

/**
 * A stand-in for the booking service, for the services that ask it about a booking or consume its
 * events (payment, notification). `get` answers the guest, the host and admins, NOT_FOUND to
 * anyone else, as the real one does; `arrival` the same for a confirmed booking. `confirmed` and
 * `cancelled` publish the booking events through the fake's own outbox. Stop and start it again
 * to play a booking service that is down.
 */
export class FakeBooking {
  readonly bookings = new Map<string, Booking>();
  /** The exact place each booking's listing gives (the street address, pin, arrival details). */
  readonly arrivals = new Map<string, Omit<BookingArrival, 'bookingId'>>();
  private running: RunningService<unknown, Record<string, never>> | undefined;

  constructor(private readonly env: Record<string, string | undefined>) {}

  /** A started one. */
  static async start(env: Record<string, string | undefined>): Promise<FakeBooking> {
    const booking = new FakeBooking(env);
    await booking.start();
    return booking;
  }

  add(booking: Booking, arrival?: Omit<BookingArrival, 'bookingId'>): Booking {
    this.bookings.set(booking.id, booking);
    if (arrival) this.arrivals.set(booking.id, arrival);
    return booking;
  }

  async start(): Promise<void> {
    this.running = (await startService<unknown>({
      name: 'booking',
      migrations: {},
      register: (ctx) => {
        const readable = (id: string, actor: Actor): Booking => {
          const booking = this.bookings.get(id);
          const mayRead =
            booking &&
            (actor.roles.includes('admin') ||
              actor.userId === booking.guestId ||
              actor.userId === booking.hostId);
          if (!booking || !mayRead) throw new AppError('NOT_FOUND', 'Booking not found');
          return booking;
        };
        ctx.rpc.handle(BookingRpc.get, async ({ id }, call) => readable(id, call.actor));
        ctx.rpc.handle(BookingRpc.arrival, async ({ id }, call) => {
          const booking = readable(id, call.actor);
          if (booking.status !== 'confirmed') throw new AppError('CONFLICT', 'Not confirmed');
          const place = this.arrivals.get(id) ?? {
            location: booking.listing.location,
            address: null,
            lat: null,
            lng: null,
            instructions: '',
          };
          return { bookingId: id, ...place };
        });
      },
      overrides: { env: this.env },
    })) as RunningService<unknown, Record<string, never>>;
  }

  private slot(booking: Booking) {
    return {
      bookingId: booking.id,
      propertyId: booking.propertyId,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
    };
  }

  async confirmed(booking: Booking, extra: Partial<BookingConfirmedEvent> = {}): Promise<string> {
    return this.publish(BookingEvents.CONFIRMED, {
      ...this.slot(booking),
      guestId: booking.guestId,
      hostId: booking.hostId,
      ...extra,
    });
  }

  async cancelled(booking: Booking, refund: number, extra: Partial<BookingCancelledEvent> = {}) {
    return this.publish(BookingEvents.CANCELLED, {
      ...this.slot(booking),
      by: 'guest',
      reason: 'guest_cancelled',
      guestId: booking.guestId,
      hostId: booking.hostId,
      refund: clp(refund),
      ...extra,
    });
  }

  private async publish(
    definition: typeof BookingEvents.CONFIRMED | typeof BookingEvents.CANCELLED,
    data: object,
  ): Promise<string> {
    if (!this.running) throw new Error('FakeBooking is stopped');
    const envelope = await this.running.ctx.db
      .transaction()
      .execute((trx) => enqueueEvent(trx, definition, data as never));
    return envelope.id;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}

/** A two-night stay at a home, paid by instant book: CLP$100.000 base, CLP$111.900 in all. */
export function stayBooking(guestId: string, hostId: string, over: Partial<Booking> = {}): Booking {
  const id = randomUUID();
  const propertyId = randomUUID();
  return {
    id,
    propertyId,
    guestId,
    hostId,
    status: 'confirmed',
    kind: 'stay',
    guests: 2,
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    date: null,
    startTime: null,
    hours: null,
    timeZone: 'America/Santiago',
    startsAt: '2026-12-04T18:00:00.000Z',
    endsAt: '2026-12-06T14:00:00.000Z',
    expiresAt: null,
    listing: {
      title: 'Cabaña en Pucón',
      location: 'Pucón, Araucanía',
      listingType: 'home',
      coverUrl: null,
      refundPolicy: 'moderate',
      instantBook: true,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    quote: {
      propertyId,
      kind: 'stay',
      unit: 'day',
      units: 2,
      unitPrice: clp(50_000),
      subtotal: clp(100_000),
      extraFees: [],
      base: clp(100_000),
      serviceFeePercent: 10,
      serviceFee: clp(10_000),
      vatPercent: 19,
      vat: clp(1_900),
      total: clp(111_900),
      display: { currency: 'CLP', rate: 1, ratesAt: null },
    },
    payment: { state: 'paid', provider: 'dev', paid: clp(111_900), refunded: clp(0) },
    cancellation: null,
    confirmedAt: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-11-20T11:50:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...over,
  };
}
