import { randomUUID } from 'node:crypto';
import {
  AppError,
  EMPTY_LISTING_FIELDS,
  ListingRpc,
  type Actor,
  type Listing,
  type ListingArrival,
  type Property,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';

/**
 * A stand-in for the listing service, for the services that ask it things (booking, pricing) and
 * the BFF's tests of their routes. It answers `getProperty` (published listings to anyone, others
 * to their host and admins), `getListing` (the host's view, to the host and admins) and
 * `getArrival` (the exact place, to the system and admins), each with the real service's
 * NOT_FOUND for what the caller may not see. Keeps those tests independent of listing's own data.
 */
export class FakeListing {
  private constructor(
    private readonly properties: Map<string, Property>,
    private readonly arrivals: Map<string, Pick<ListingArrival, 'address' | 'hostInstructions'>>,
    private readonly running: RunningService<unknown, Record<string, never>>,
  ) {}

  static async start(env: Record<string, string | undefined>): Promise<FakeListing> {
    const properties = new Map<string, Property>();
    const arrivals = new Map<string, Pick<ListingArrival, 'address' | 'hostInstructions'>>();
    const running = await startService<unknown>({
      name: 'listing',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(ListingRpc.getProperty, async ({ id }, call) => {
          const property = properties.get(id);
          if (!property) throw new AppError('NOT_FOUND', 'Listing not found');
          if (property.status !== 'published' && !canManage(property, call.actor)) {
            throw new AppError('NOT_FOUND', 'Listing not found');
          }
          return property;
        });
        ctx.rpc.handle(ListingRpc.getArrival, async ({ id }, call) => {
          if (!call.actor.roles.includes('admin')) throw new AppError('FORBIDDEN', 'System only');
          const property = properties.get(id);
          if (!property) throw new AppError('NOT_FOUND', 'Listing not found');
          return {
            propertyId: id,
            location: property.location,
            lat: property.lat,
            lng: property.lng,
            ...(arrivals.get(id) ?? { address: null, hostInstructions: '' }),
          };
        });
        ctx.rpc.handle(ListingRpc.getListing, async ({ id }, call) => {
          // As the real one: the host's own view wants a signed-in user (the system reads
          // listings through getProperty).
          if (call.actor.userId === null)
            throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
          const property = properties.get(id);
          if (!property) throw new AppError('NOT_FOUND', 'Listing not found');
          if (!canManage(property, call.actor)) {
            throw new AppError('NOT_FOUND', 'Listing not found');
          }
          return fakeListingOf(property);
        });
      },
      overrides: { env },
    });
    return new FakeListing(
      properties,
      arrivals,
      running as RunningService<unknown, Record<string, never>>,
    );
  }

  add(property: Property): Property {
    this.properties.set(property.id, property);
    return property;
  }

  /** The street address and arrival details the host wrote in the wizard (the pin is `lat`/`lng`). */
  setArrival(propertyId: string, arrival: Pick<ListingArrival, 'address' | 'hostInstructions'>) {
    this.arrivals.set(propertyId, arrival);
  }

  async stop(): Promise<void> {
    await this.running.stop();
  }
}

function canManage(property: Property, actor: Actor): boolean {
  return actor.userId === property.hostId || actor.roles.includes('admin');
}

/** The host's view (`getListing`) of a fake property, as the stand-in answers it. */
export function fakeListingOf(p: Property): Listing {
  return {
    ...EMPTY_LISTING_FIELDS,
    listingType: p.listingType,
    category: p.category,
    subcategory: p.subcategory,
    maxGuests: p.maxGuests,
    title: p.title,
    minHours: p.minHours,
    sessionHours: p.sessionHours,
    id: p.id,
    hostId: p.hostId,
    status: p.status,
    timeZone: p.timeZone,
    photos: [],
    publishProblems: [],
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
    publishedAt: p.publishedAt,
  };
}

/** A contract-valid published listing in Santiago; `overrides` win. */
export function fakeProperty(overrides: Partial<Property> = {}): Property {
  const hourly = overrides.listingType === 'experience';
  return {
    id: randomUUID(),
    hostId: randomUUID(),
    status: 'published',
    title: hourly ? 'Estudio de grabación' : 'Depto luminoso en Providencia',
    description: 'Un lugar de prueba.',
    listingType: 'home',
    category: hourly ? 'productions' : 'stay',
    subcategory: hourly ? 'studio' : 'apartment',
    highlights: [],
    location: 'Providencia, Santiago',
    city: 'Santiago',
    region: 'Región Metropolitana',
    lat: -33.4263,
    lng: -70.61,
    timeZone: 'America/Santiago',
    price: { amount: hourly ? 12_000 : 45_000, currency: 'CLP' },
    priceUnit: hourly ? 'hour' : 'day',
    extraFees: [],
    maxGuests: 4,
    sizeM2: null,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    checkInTime: null,
    checkOutTime: null,
    sessionHours: hourly ? 8 : null,
    minHours: hourly ? 2 : null,
    amenities: [],
    houseRules: '',
    photos: [],
    refundPolicy: 'moderate',
    instantBook: true,
    petsAllowed: false,
    rating: 0,
    reviewCount: 0,
    createdAt: '2026-11-01T12:00:00.000Z',
    publishedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
