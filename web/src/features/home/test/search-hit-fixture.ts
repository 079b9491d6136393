import type { SearchHit, SearchReply } from '@arrendo/contracts/web';
import { photoFixture } from '@/features/listings/test/property-fixture';

/** A search result `n` (ids and positions differ per n), with `photos` photos. */
export function hitFixture(n: number, overrides: Partial<SearchHit> = {}, photos = 3): SearchHit {
  const list = Array.from({ length: photos }, (_, i) => photoFixture(n * 10 + i + 1));
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    hostId: '22222222-2222-4222-8222-222222222222',
    title: `Space ${n}`,
    listingType: 'home',
    category: 'recreation',
    subcategory: 'apartment',
    location: 'Providencia, Santiago',
    city: 'Providencia',
    lat: -33.43 + n * 0.001,
    lng: -70.61 - n * 0.001,
    price: { amount: 40_000 + n * 1000, currency: 'CLP' },
    priceUnit: 'day',
    maxGuests: 4,
    bedrooms: 2,
    rating: 4.5,
    reviewCount: 3,
    instantBook: false,
    petsAllowed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    cover: list[0] ?? null,
    photos: list,
    photoCount: list.length,
    region: 'Región Metropolitana',
    highlights: [],
    distanceM: null,
    ...overrides,
  };
}

export function replyFixture(
  from: number,
  count: number,
  rest: Partial<SearchReply> = {},
): SearchReply {
  return {
    items: Array.from({ length: count }, (_, i) => hitFixture(from + i)),
    nextCursor: null,
    total: { count, relation: 'exact' },
    ...rest,
  };
}
