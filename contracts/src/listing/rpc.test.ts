import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_MAX, ImportPropertiesRequest, type ImportedProperty } from './rpc.js';

const property: ImportedProperty = {
  id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
  hostId: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
  title: 'Depto luminoso en Providencia',
  description: 'Cerca del metro.',
  listingType: 'home',
  category: 'recreation',
  subcategory: 'apartment',
  highlights: [],
  location: 'Providencia, Santiago',
  city: 'Santiago',
  region: 'Región Metropolitana',
  address: 'Av. Providencia 1234',
  lat: -33.43,
  lng: -70.61,
  timeZone: 'America/Santiago',
  price: { amount: 45_000, currency: 'CLP' },
  extraFees: [],
  maxGuests: 2,
  sizeM2: null,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  sessionHours: null,
  minHours: null,
  amenities: ['wifi'],
  houseRules: '',
  images: [{ url: '/media/listings/x/1.svg', width: 1200, height: 800 }],
  refundPolicy: 'flexible',
  instantBook: true,
  rating: 4.8,
  reviewCount: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const paths = (data: unknown): string[] => {
  const parsed = ImportPropertiesRequest.safeParse(data);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('rpc.listing.property.import request', () => {
  it('accepts whole properties under caller-chosen ids', () => {
    expect(paths({ properties: [property] })).toEqual([]);
  });

  it('refuses an empty or oversized batch and a repeated id', () => {
    expect(paths({ properties: [] })).toEqual(['properties']);
    const many = Array.from({ length: IMPORT_BATCH_MAX + 1 }, () => property);
    expect(paths({ properties: many })).toContain('properties');
    expect(paths({ properties: [property, { ...property }] })).toEqual(['properties']);
  });

  it('refuses fields the property does not have, priceUnit included (it follows from the type)', () => {
    expect(paths({ properties: [{ ...property, priceUnit: 'day' }] })).toEqual(['properties.0']);
    expect(paths({ properties: [property], dryRun: true })).toEqual(['']);
  });
});
