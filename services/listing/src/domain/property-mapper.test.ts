import { PRICE_UNIT_BY_LISTING_TYPE, Property, PropertySummary } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../../test/fixtures.js';
import type { PropertyRow } from '../db/types.js';
import { toNewPropertyRow, toProperty, toPropertySummary } from './property-mapper.js';

const imported = makeProperty({
  listingType: 'experience',
  category: 'productions',
  subcategory: 'studio',
  bedrooms: 0,
});

/** What pg hands back for the inserted row (numbers may arrive as strings without the kit's parsers). */
function asStored(): PropertyRow {
  const row = toNewPropertyRow(imported);
  return {
    ...row,
    time_zone: row.time_zone ?? 'America/Santiago',
    price_currency: 'CLP',
    price_amount: String(row.price_amount),
    rating: String(row.rating),
    review_count: row.review_count ?? 0,
    created_at: new Date(imported.createdAt),
    updated_at: new Date(imported.createdAt),
  } as PropertyRow;
}

describe('property mapper', () => {
  it('round-trips a property through its row, deriving the price unit from the type', () => {
    const property = toProperty(asStored());
    expect(property).toEqual({ ...imported, priceUnit: PRICE_UNIT_BY_LISTING_TYPE.experience });
    expect(property.priceUnit).toBe('hour');
    expect(Property.safeParse(property).success).toBe(true);
  });

  it('summarises with the first image as thumbnail', () => {
    const summary = toPropertySummary(asStored());
    expect(PropertySummary.safeParse(summary).success).toBe(true);
    expect(summary.thumbnail).toBe(imported.images[0]);
    expect(toPropertySummary({ ...asStored(), images: [] }).thumbnail).toBeNull();
  });
});
