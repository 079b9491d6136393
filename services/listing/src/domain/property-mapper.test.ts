import { Property, PropertySummary } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../db/types.js';
import { generateCatalogue } from '../seed/catalogue.js';
import { toNewPropertyRow, toProperty, toPropertySummary } from './property-mapper.js';

const [listing] = generateCatalogue({
  now: new Date('2026-11-21T12:00:00Z'),
  publicMediaBase: '/media',
});

/** What pg hands back for the inserted row (numbers may arrive as strings without the kit's parsers). */
function asStored(): PropertyRow {
  if (!listing) throw new Error('empty catalogue');
  const row = toNewPropertyRow(listing.property);
  return {
    ...row,
    time_zone: row.time_zone ?? 'America/Santiago',
    price_currency: 'CLP',
    price_amount: String(row.price_amount),
    rating: String(row.rating),
    review_count: row.review_count ?? 0,
    created_at: new Date(listing.property.createdAt),
    updated_at: new Date(listing.property.createdAt),
  } as PropertyRow;
}

describe('property mapper', () => {
  it('round-trips a property through its row', () => {
    const property = toProperty(asStored());
    expect(property).toEqual(listing?.property);
    expect(Property.safeParse(property).success).toBe(true);
  });

  it('summarises with the first image as thumbnail', () => {
    const summary = toPropertySummary(asStored());
    expect(PropertySummary.safeParse(summary).success).toBe(true);
    expect(summary.thumbnail).toBe(listing?.property.images[0]);
    expect(toPropertySummary({ ...asStored(), images: [] }).thumbnail).toBeNull();
  });
});
