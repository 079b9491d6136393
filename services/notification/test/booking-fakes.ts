import { randomUUID } from 'node:crypto';
import {
  AppError,
  BookingRpc,
  IdentityRpc,
  type Actor,
  type Booking,
  type BookingArrival,
  type UserContactReply,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';

const isSystem = (actor: Actor) => actor.userId === null && actor.roles.includes('admin');

/**
 * Stand-ins for identity (`rpc.identity.user.contact`) and booking (`rpc.booking.booking.get`,
 * `rpc.booking.booking.arrival`) with their access rules: contact answers the system actor only,
 * get answers the booking's guest, host and admins, arrival the same for a confirmed booking. Each can be stopped and started again to play a service that is down.
 */
export class FakeIdentity {
  readonly users = new Map<string, UserContactReply>();
  /** Every contact request, to show what the notification service asked. */
  readonly asked: string[] = [];
  private running: RunningService<unknown, Record<string, never>> | undefined;

  constructor(private readonly env: Record<string, string | undefined>) {}

  add(user: Omit<UserContactReply, 'userId'> & { userId?: string }): UserContactReply {
    const contact = { ...user, userId: user.userId ?? randomUUID() };
    this.users.set(contact.userId, contact);
    return contact;
  }

  async start(): Promise<void> {
    this.running = (await startService<unknown>({
      name: 'identity',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(IdentityRpc.contact, async ({ userId }, call) => {
          if (!isSystem(call.actor)) throw new AppError('FORBIDDEN', 'Only the system');
          this.asked.push(userId);
          const user = this.users.get(userId);
          if (!user) throw new AppError('NOT_FOUND', 'User not found');
          return user;
        });
      },
      overrides: { env: this.env },
    })) as RunningService<unknown, Record<string, never>>;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}

export class FakeBooking {
  readonly bookings = new Map<string, Booking>();
  private running: RunningService<unknown, Record<string, never>> | undefined;

  constructor(private readonly env: Record<string, string | undefined>) {}

  /** The exact place each booking's listing gives (the street address, pin, arrival details). */
  readonly arrivals = new Map<string, Omit<BookingArrival, 'bookingId'>>();

  put(booking: Booking, arrival?: Omit<BookingArrival, 'bookingId'>): Booking {
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

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

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
