import { randomUUID } from 'node:crypto';
import type { ImportedProperty, SubcategoryId } from '@arrendo/contracts';

const HOME_SUBCATEGORIES: SubcategoryId[] = ['apartment', 'house', 'hotel'];
const EXPERIENCE_SUBCATEGORIES: [SubcategoryId, ImportedProperty['category']][] = [
  ['studio', 'productions'],
  ['hall', 'events'],
  ['co-work', 'work'],
  ['gym', 'wellness'],
];

/** One valid listing; `overrides` win. Ids are fresh unless given. */
export function makeProperty(overrides: Partial<ImportedProperty> = {}): ImportedProperty {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    hostId: randomUUID(),
    title: 'Depto luminoso en Providencia',
    description: 'Departamento recién renovado, cerca del metro y de cafés.',
    listingType: 'home',
    category: 'recreation',
    subcategory: 'apartment',
    location: 'Providencia, Santiago',
    city: 'Santiago',
    region: 'Región Metropolitana',
    lat: -33.4263,
    lng: -70.61,
    timeZone: 'America/Santiago',
    price: { amount: 45_000, currency: 'CLP' },
    maxGuests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['wifi', 'kitchen'],
    images: [1, 2, 3].map((n) => `/media/listings/${id}/${n}.svg`),
    refundPolicy: 'moderate',
    instantBook: false,
    petsAllowed: false,
    rating: 4.7,
    reviewCount: 12,
    status: 'published',
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * `count` listings alternating homes and experiences, newest first one minute apart, with every
 * tenth sharing its predecessor's instant (keyset paging must break the tie by id) and the first
 * `drafts` unpublished.
 */
export function makeCatalogue(count: number, { drafts = 0, now = Date.now() } = {}) {
  let createdAt = now - 60_000;
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 !== 9) createdAt -= 60_000;
    const experience = i % 2 === 1;
    const [subcategory, category] = experience
      ? (EXPERIENCE_SUBCATEGORIES[i % EXPERIENCE_SUBCATEGORIES.length] ?? ['studio', 'productions'])
      : [HOME_SUBCATEGORIES[i % HOME_SUBCATEGORIES.length] ?? 'apartment', 'recreation' as const];
    return makeProperty({
      title: `${experience ? 'Espacio' : 'Depto'} de prueba ${i + 1}`,
      listingType: experience ? 'experience' : 'home',
      category,
      subcategory,
      bedrooms: experience ? 0 : 1 + (i % 3),
      maxGuests: experience ? 10 : 2 + (i % 3) * 2,
      price: { amount: experience ? 15_000 : 40_000 + i * 1000, currency: 'CLP' },
      status: i < drafts ? 'draft' : 'published',
      createdAt: new Date(createdAt).toISOString(),
    });
  });
}
