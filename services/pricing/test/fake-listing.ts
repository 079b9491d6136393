import { randomUUID } from 'node:crypto';
import { AppError, ListingRpc, type Actor, type Property } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';

/**
 * A stand-in for the listing service answering `getProperty` with its visibility rule: published
 * listings to anyone, others to their host and admins only, NOT_FOUND otherwise (same answer as
 * an unknown id). Keeps these tests independent of the listing service's data setup.
 */
export class FakeListing {
  private constructor(
    private readonly properties: Map<string, Property>,
    private readonly running: RunningService<unknown, Record<string, never>>,
  ) {}

  static async start(env: Record<string, string | undefined>): Promise<FakeListing> {
    const properties = new Map<string, Property>();
    const running = await startService<unknown>({
      name: 'listing',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(ListingRpc.getProperty, async ({ id }, call) => {
          const property = properties.get(id);
          if (!property || (property.status !== 'published' && !canManage(property, call.actor))) {
            throw new AppError('NOT_FOUND', 'Property not found');
          }
          return property;
        });
      },
      overrides: { env },
    });
    return new FakeListing(properties, running as RunningService<unknown, Record<string, never>>);
  }

  add(property: Property): Property {
    this.properties.set(property.id, property);
    return property;
  }

  async stop(): Promise<void> {
    await this.running.stop();
  }
}

function canManage(property: Property, actor: Actor): boolean {
  return actor.userId === property.hostId || actor.roles.includes('admin');
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
