import { randomUUID } from 'node:crypto';
import {
  AppError,
  Booking,
  BookingEvents,
  BookingRpc,
  IdentityRpc,
  type BookingCancelledEvent,
  type BookingConfirmedEvent,
} from '@arrendo/contracts';
import { enqueueEvent, startService, type RunningService } from '@arrendo/kit';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/**
 * A pending booking as the booking service answers it. The quote: 2 nights at 50 000 = base
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
 * A stand-in for the booking service: answers `rpc.booking.booking.get` with the ownership rule
 * of the real one (guest, host, admin; NOT_FOUND to anyone else) and publishes the booking
 * events the payment service consumes, through its own outbox. With `identity`, a stand-in for
 * identity's `me` answers too (the payer's email, which Payku asks for).
 */
export class FakeBooking {
  private constructor(
    private readonly bookings: Map<string, Booking>,
    private readonly running: RunningService<unknown, Record<string, never>>,
    private readonly identity: RunningService<unknown, Record<string, never>> | null,
  ) {}

  static async start(
    env: Record<string, string | undefined>,
    options: { identity?: boolean } = {},
  ): Promise<FakeBooking> {
    const bookings = new Map<string, Booking>();
    const running = await startService<unknown>({
      name: 'booking',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(BookingRpc.get, async ({ id }, call) => {
          const booking = bookings.get(id);
          const userId = call.actor.userId;
          const isAdmin = call.actor.roles.includes('admin');
          if (!booking || (!isAdmin && booking.guestId !== userId && booking.hostId !== userId)) {
            throw new AppError('NOT_FOUND', 'Booking not found');
          }
          return booking;
        });
      },
      overrides: { env },
    });
    const identity = options.identity
      ? await startService<unknown>({
          name: 'identity',
          migrations: {},
          register: (ctx) => {
            ctx.rpc.handle(IdentityRpc.me, async (_req, call) => {
              if (!call.actor.userId) throw new AppError('UNAUTHENTICATED', 'Please log in');
              return {
                id: call.actor.userId,
                email: `guest-${call.actor.userId.slice(0, 8)}@example.com`,
                status: 'active' as const,
                roles: [],
                createdAt: new Date().toISOString(),
                profile: {
                  userId: call.actor.userId,
                  firstName: 'Ana',
                  lastName: 'Rojas',
                  fullName: 'Ana Rojas',
                  birthday: null,
                  phoneNumber: null,
                  countryCode: null,
                  optOutPromotions: false,
                  avatarUrl: null,
                  about: null,
                  locale: null,
                },
              };
            });
          },
          overrides: { env },
        })
      : null;
    return new FakeBooking(
      bookings,
      running as RunningService<unknown, Record<string, never>>,
      identity as RunningService<unknown, Record<string, never>> | null,
    );
  }

  add(booking: Booking): Booking {
    this.bookings.set(booking.id, booking);
    return booking;
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
    const envelope = await this.running.ctx.db
      .transaction()
      .execute((trx) => enqueueEvent(trx, definition, data as never));
    return envelope.id;
  }

  async stop(): Promise<void> {
    await this.running.stop();
    await this.identity?.stop();
  }
}
