import {
  EMPTY_LISTING_FIELDS,
  ImportedProperty,
  Listing,
  ListingSummary,
  PRICE_UNIT_BY_LISTING_TYPE,
  Property,
  PropertySummary,
} from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../testing/fixtures.js';
import type { PropertyRow } from '../db/types.js';
import { approximateLocation, distanceMetres } from './approximate.js';
import {
  applyPatch,
  listingFieldsOf,
  patchToColumns,
  toListing,
  toListingSummary,
  toNewPropertyRow,
  toProperty,
  toPropertySummary,
} from './property-mapper.js';

const imported = ImportedProperty.parse(
  makeProperty({
    listingType: 'experience',
    category: 'productions',
    subcategory: 'studio',
    bedrooms: 0,
    beds: 0,
    checkInTime: null,
    checkOutTime: null,
    sessionHours: 4,
    minHours: 2,
    amenities: ['wifi', 'pets-allowed'],
  }),
);

/** What pg hands back for the inserted row: jsonb parsed, bigint and numeric as strings. */
function asStored(): PropertyRow {
  const row = toNewPropertyRow(imported);
  return {
    ...row,
    time_zone: row.time_zone ?? 'America/Santiago',
    price_currency: 'CLP',
    price_amount: String(row.price_amount),
    rating: String(row.rating),
    review_count: row.review_count ?? 0,
    house_rules: row.house_rules ?? '',
    host_instructions: '',
    highlights: row.highlights ?? [],
    amenities: row.amenities ?? [],
    pets_allowed: row.pets_allowed ?? false,
    extra_fees: JSON.parse(String(row.extra_fees)) as PropertyRow['extra_fees'],
    photos: JSON.parse(String(row.photos)) as PropertyRow['photos'],
    created_at: new Date(imported.createdAt),
    updated_at: new Date(imported.createdAt),
    published_at: new Date(imported.createdAt),
    deleted_at: null,
  } as PropertyRow;
}

describe('property mapper', () => {
  it('gives guests the whole listing with an approximate point, no address, photos without keys', () => {
    const row = asStored();
    const property = toProperty(row);
    expect(Property.safeParse(property).success).toBe(true);
    expect(property.priceUnit).toBe(PRICE_UNIT_BY_LISTING_TYPE.experience);
    expect(property.petsAllowed).toBe(true);
    expect(property.status).toBe('published');
    expect(property.publishedAt).toBe(imported.createdAt);
    expect(property).not.toHaveProperty('address');
    expect(property).not.toHaveProperty('hostInstructions');
    expect(property.photos.map((p) => p.url)).toEqual(imported.images.map((i) => i.url));
    expect(property.photos.every((p) => !('keys' in p))).toBe(true);
    expect({ lat: property.lat, lng: property.lng }).not.toEqual({
      lat: imported.lat,
      lng: imported.lng,
    });
    expect(distanceMetres(property, imported)).toBeLessThan(400);
    // Same id, same point: a second request cannot be averaged with the first.
    expect(toProperty(asStored())).toEqual(property);
  });

  it('summarises with the first photo as cover', () => {
    const summary = toPropertySummary(asStored());
    expect(PropertySummary.safeParse(summary).success).toBe(true);
    expect(summary.cover?.url).toBe(imported.images[0]?.url);
    expect(summary.cover).not.toHaveProperty('keys');
  });

  it('gives the host every field, the exact pin and what blocks publishing', () => {
    const listing = toListing(asStored());
    expect(Listing.safeParse(listing).success).toBe(true);
    expect(listing).toMatchObject({
      address: imported.address,
      lat: imported.lat,
      lng: imported.lng,
      publishProblems: [],
    });
    const empty = toListing({
      ...asStored(),
      ...patchToColumns(EMPTY_LISTING_FIELDS),
      extra_fees: [],
      photos: [],
      status: 'draft',
    } as PropertyRow);
    expect(empty.publishProblems.map((p) => p.code)).toEqual(
      expect.arrayContaining([
        'listingTypeRequired',
        'categoryRequired',
        'subcategoryRequired',
        'photosRequired',
      ]),
    );
    const summary = toListingSummary({ ...asStored(), photos: [], status: 'draft' });
    expect(ListingSummary.safeParse(summary).success).toBe(true);
    expect(summary).toMatchObject({ cover: null, photoCount: 0, problemCount: 1 });
  });

  it('keeps pets_allowed equal to the pets-allowed amenity and writes jsonb as JSON text', () => {
    expect(patchToColumns({ amenities: ['wifi'] })).toEqual({
      amenities: ['wifi'],
      pets_allowed: false,
    });
    expect(patchToColumns({ amenities: ['pets-allowed'] }).pets_allowed).toBe(true);
    expect(patchToColumns({ extraFees: [{ name: 'Aseo', amount: 5000 }] }).extra_fees).toBe(
      '[{"name":"Aseo","amount":5000}]',
    );
    expect(patchToColumns({ title: null })).toEqual({ title: null });
    expect(patchToColumns({})).toEqual({});
    const patched = applyPatch(asStored(), { extraFees: [], title: 'Otro título largo' });
    expect(listingFieldsOf(patched)).toMatchObject({ extraFees: [], title: 'Otro título largo' });
  });
});

describe('approximateLocation', () => {
  it('moves every point 100–400 m, the same way each time', () => {
    const pin = { lat: -33.4263, lng: -70.61 };
    for (let i = 0; i < 200; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const point = approximateLocation(id, pin);
      const d = distanceMetres(point, pin);
      expect(d).toBeGreaterThan(100);
      expect(d).toBeLessThan(400);
      expect(approximateLocation(id, pin)).toEqual(point);
    }
  });

  it('stays in range near the poles and the antimeridian', () => {
    const point = approximateLocation('00000000-0000-4000-8000-000000000001', {
      lat: -89.9999,
      lng: 179.9999,
    });
    expect(Math.abs(point.lat)).toBeLessThanOrEqual(90);
    expect(Math.abs(point.lng)).toBeLessThanOrEqual(180);
  });
});
