import {
  PRICE_UNIT_BY_LISTING_TYPE,
  type Property,
  type PropertySummary,
} from '@arrendo/contracts';
import type { NewPropertyRow, PropertyRow } from '../db/types.js';

// The row's string-typed enums were written through the same contract types; the reply schema
// re-validates everything before it leaves the service, so the narrowing casts here are safe.
export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    description: row.description,
    listingType: row.listing_type,
    category: row.category as Property['category'],
    subcategory: row.subcategory as Property['subcategory'],
    location: row.location,
    city: row.city,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    timeZone: row.time_zone,
    price: { amount: Number(row.price_amount), currency: 'CLP' },
    priceUnit: PRICE_UNIT_BY_LISTING_TYPE[row.listing_type],
    maxGuests: row.max_guests,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    amenities: row.amenities as Property['amenities'],
    images: row.images,
    refundPolicy: row.refund_policy,
    instantBook: row.instant_book,
    petsAllowed: row.pets_allowed,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export function toPropertySummary(row: PropertyRow): PropertySummary {
  const p = toProperty(row);
  return {
    id: p.id,
    hostId: p.hostId,
    title: p.title,
    listingType: p.listingType,
    category: p.category,
    subcategory: p.subcategory,
    location: p.location,
    city: p.city,
    lat: p.lat,
    lng: p.lng,
    price: p.price,
    priceUnit: p.priceUnit,
    maxGuests: p.maxGuests,
    bedrooms: p.bedrooms,
    rating: p.rating,
    reviewCount: p.reviewCount,
    createdAt: p.createdAt,
    thumbnail: p.images[0] ?? null,
  };
}

/**
 * The insert row for a property; `updated_at` starts equal to `created_at`. `priceUnit` is not
 * stored: it follows from the listing type.
 */
export function toNewPropertyRow(p: Omit<Property, 'priceUnit'>): NewPropertyRow {
  return {
    id: p.id,
    host_id: p.hostId,
    title: p.title,
    description: p.description,
    listing_type: p.listingType,
    category: p.category,
    subcategory: p.subcategory,
    location: p.location,
    city: p.city,
    region: p.region,
    lat: p.lat,
    lng: p.lng,
    time_zone: p.timeZone,
    price_amount: p.price.amount,
    price_currency: p.price.currency,
    max_guests: p.maxGuests,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    amenities: p.amenities,
    images: p.images,
    refund_policy: p.refundPolicy,
    instant_book: p.instantBook,
    pets_allowed: p.petsAllowed,
    rating: p.rating,
    review_count: p.reviewCount,
    status: p.status,
    created_at: p.createdAt,
    updated_at: p.createdAt,
  };
}
