import type { Photo, Property } from '@arrendo/contracts/web';

export function photoFixture(n: number): Photo {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    url: `/media/p/${n}-1024.webp`,
    width: 1600,
    height: 1067,
    variants: [320, 640, 1024, 1600].map((w) => ({ url: `/media/p/${n}-${w}.webp`, width: w })),
    placeholder: 'data:image/webp;base64,AAAA',
  };
}

/** A published home in Las Condes with `photos` photos. */
export function propertyFixture(overrides: Partial<Property> = {}, photos = 6): Property {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    hostId: '22222222-2222-4222-8222-222222222222',
    status: 'published',
    title: 'Depto luminoso en Las Condes',
    description: 'A bright flat near the park.',
    listingType: 'home',
    category: 'recreation',
    subcategory: 'apartment',
    highlights: [],
    location: 'Las Condes, Santiago',
    city: 'Las Condes',
    region: 'Región Metropolitana',
    lat: -33.4087,
    lng: -70.567,
    timeZone: 'America/Santiago',
    price: { amount: 65_000, currency: 'CLP' },
    priceUnit: 'day',
    extraFees: [],
    maxGuests: 4,
    sizeM2: 70,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    sessionHours: null,
    minHours: null,
    amenities: ['wifi'],
    houseRules: 'No parties.',
    photos: Array.from({ length: photos }, (_, i) => photoFixture(i + 1)),
    refundPolicy: 'moderate',
    instantBook: false,
    petsAllowed: true,
    rating: 4.8,
    reviewCount: 12,
    createdAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
