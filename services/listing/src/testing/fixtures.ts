import { randomUUID } from 'node:crypto';
import type { ImportedProperty, Property, SubcategoryId } from '@arrendo/contracts';
import { expect } from 'vitest';

const HOME_SUBCATEGORIES: SubcategoryId[] = ['apartment', 'house', 'hotel'];
const EXPERIENCE_SUBCATEGORIES: [SubcategoryId, ImportedProperty['category']][] = [
  ['studio', 'productions'],
  ['hall', 'events'],
  ['co-work', 'work'],
  ['gym', 'wellness'],
];

/** One valid (home) listing; `overrides` win. Ids are fresh unless given. */
export function makeProperty(overrides: Partial<ImportedProperty> = {}): ImportedProperty {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    hostId: randomUUID(),
    title: 'Depto luminoso en Providencia',
    description: 'Departamento recién renovado, cerca del metro y de cafés.',
    listingType: 'home',
    category: 'stay',
    subcategory: 'apartment',
    highlights: [],
    location: 'Providencia, Santiago',
    city: 'Santiago',
    region: 'Región Metropolitana',
    address: 'Av. Providencia 1234, depto 56',
    lat: -33.4263,
    lng: -70.61,
    timeZone: 'America/Santiago',
    price: { amount: 45_000, currency: 'CLP' },
    extraFees: [{ name: 'Limpieza', amount: 15_000 }],
    maxGuests: 2,
    sizeM2: 55,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    sessionHours: null,
    minHours: null,
    amenities: ['wifi', 'kitchen'],
    houseRules: 'No fumar.',
    images: [1, 2, 3, 4, 5].map((n) => ({
      url: `/media/listings/${id}/${n}.svg`,
      width: 1200,
      height: 800,
    })),
    refundPolicy: 'moderate',
    instantBook: false,
    rating: 4.7,
    reviewCount: 12,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The fields a stored import must give back as they were sent (the point and photos change form). */
export function expectedFieldsOf(p: ImportedProperty): Partial<Property> {
  const { images, address, lat, lng, ...rest } = p;
  void address;
  void lat;
  void lng;
  return {
    ...rest,
    status: 'published',
    priceUnit: p.listingType === 'home' ? 'day' : 'hour',
    petsAllowed: p.amenities.includes('pets-allowed'),
    publishedAt: p.createdAt,
    photos: images.map((i) => expect.objectContaining({ url: i.url, variants: [] })),
  } as Partial<Property>;
}

/**
 * `count` published listings alternating homes and experiences, newest first one minute apart,
 * with every tenth sharing its predecessor's instant (keyset paging must break the tie by id).
 */
export function makeCatalogue(count: number, { now = Date.now() } = {}) {
  let createdAt = now - 60_000;
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 !== 9) createdAt -= 60_000;
    const experience = i % 2 === 1;
    const [subcategory, category] = experience
      ? (EXPERIENCE_SUBCATEGORIES[i % EXPERIENCE_SUBCATEGORIES.length] ?? ['studio', 'productions'])
      : [HOME_SUBCATEGORIES[i % HOME_SUBCATEGORIES.length] ?? 'apartment', 'stay' as const];
    return makeProperty({
      title: `${experience ? 'Espacio' : 'Depto'} de prueba ${i + 1}`,
      listingType: experience ? 'experience' : 'home',
      category,
      subcategory,
      bedrooms: experience ? 0 : 1 + (i % 3),
      beds: experience ? 0 : 1 + (i % 3),
      maxGuests: experience ? 10 : 2 + (i % 3) * 2,
      checkInTime: experience ? null : '15:00',
      checkOutTime: experience ? null : '11:00',
      sessionHours: experience ? 4 : null,
      minHours: experience ? 2 : null,
      extraFees: experience ? [] : [{ name: 'Limpieza', amount: 15_000 }],
      price: { amount: experience ? 15_000 : 40_000 + i * 1000, currency: 'CLP' },
      createdAt: new Date(createdAt).toISOString(),
    });
  });
}
