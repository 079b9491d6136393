import { randomUUID } from 'node:crypto';
import {
  AppError,
  BookingRpc,
  IdentityRpc,
  ListingRpc,
  type Booking,
  type Property,
  type PublicUserCard,
} from '@arrendo/contracts';
import { makeBooking } from '@arrendo/booking/testing';
import { createLogger, RpcServer } from '@arrendo/kit';
import { fakeProperty } from '@arrendo/listing/testing';
import { connect, type NatsConnection } from 'nats';

/** A published listing of `hostId` with a cover photo, as `getProperty` answers it. */
export function propertyOf(hostId: string, overrides: Partial<Property> = {}): Property {
  return fakeProperty({
    hostId,
    photos: [
      {
        id: randomUUID(),
        url: '/media/listings/cover.webp',
        width: 1600,
        height: 1067,
        variants: [],
        placeholder: null,
      },
    ],
    ...overrides,
  });
}

/**
 * Stand-ins for the services messaging asks (listing's `getProperty`, identity's
 * `getPublicCards`, booking's `get`), served on the test's prefix. `identity: false` leaves the
 * cards to a real identity service.
 */
export class FakeNeighbours {
  readonly properties = new Map<string, Property>();
  readonly cards = new Map<string, PublicUserCard>();
  readonly bookings = new Map<string, Booking>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly servers: RpcServer[],
  ) {}

  static async start(
    natsUrl: string,
    prefix: string,
    options: { identity?: boolean } = {},
  ): Promise<FakeNeighbours> {
    const nc = await connect({ servers: natsUrl });
    const logger = createLogger({ name: 'fake-neighbours', level: 'warn' });
    const server = (service: string) => new RpcServer({ nc, service, prefix, logger });
    const listing = server('listing');
    const booking = server('booking');
    const identity = options.identity === false ? undefined : server('identity');
    const fakes = new FakeNeighbours(nc, [listing, booking, ...(identity ? [identity] : [])]);
    listing.handle(ListingRpc.getProperty, async ({ id }) => {
      const property = fakes.properties.get(id);
      if (!property) throw new AppError('NOT_FOUND', 'Property not found');
      return property;
    });
    booking.handle(BookingRpc.get, async ({ id }, call) => {
      const found = fakes.bookings.get(id);
      // The booking service's own rule: its guest and its host only.
      if (!found || (call.actor.userId !== found.guestId && call.actor.userId !== found.hostId)) {
        throw new AppError('NOT_FOUND', 'Booking not found');
      }
      return found;
    });
    identity?.handle(IdentityRpc.getPublicCards, async ({ userIds }) => ({
      cards: userIds.flatMap((id) => {
        const card = fakes.cards.get(id);
        return card ? [card] : [];
      }),
    }));
    for (const s of fakes.servers) s.start();
    return fakes;
  }

  person(firstName: string): string {
    const id = randomUUID();
    this.cards.set(id, { id, firstName, displayName: firstName, avatarUrl: null });
    return id;
  }

  listing(hostId: string, overrides: Partial<Property> = {}): Property {
    const property = propertyOf(hostId, overrides);
    this.properties.set(property.id, property);
    return property;
  }

  /** A booking of `property` by `guestId`, as `BookingRpc.get` answers it. */
  booking(property: Property, guestId: string, overrides: Partial<Booking> = {}): Booking {
    const made = makeBooking({ guestId, hostId: property.hostId });
    const booking: Booking = {
      ...made,
      propertyId: property.id,
      quote: { ...made.quote, propertyId: property.id },
      listing: {
        ...made.listing,
        title: property.title,
        coverUrl: property.photos[0]?.url ?? null,
      },
      ...overrides,
    };
    this.bookings.set(booking.id, booking);
    return booking;
  }

  async stop(): Promise<void> {
    for (const s of this.servers) await s.stop();
    await this.nc.close();
  }
}
