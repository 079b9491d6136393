import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText, singleLineText } from '../common/text.js';
import { Amenity } from '../domain/amenities.js';
import { Category, Subcategory } from '../domain/categories.js';
import { ListingType, PriceUnit } from '../domain/listing-types.js';
import { RefundPolicy } from '../domain/refund-policies.js';

export const PropertyStatus = z.enum(['draft', 'published', 'archived']);
export type PropertyStatus = z.infer<typeof PropertyStatus>;

/** Listings are priced in CLP (exponent 0), so the amount is whole pesos. */
export const ClpPrice = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.literal('CLP'),
});

export const Property = z.object({
  id: Uuid,
  hostId: Uuid,
  title: singleLineText({ min: 1, max: 120 }),
  description: multiLineText({ max: 5000 }),
  listingType: ListingType,
  category: Category,
  subcategory: Subcategory,
  /** Human-readable place, e.g. "Providencia, Santiago". */
  location: singleLineText({ min: 1, max: 200 }),
  city: singleLineText({ max: 100 }),
  region: singleLineText({ max: 100 }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string(),
  price: ClpPrice,
  priceUnit: PriceUnit,
  maxGuests: z.number().int().min(1).max(500),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().int().min(0).max(50),
  amenities: z.array(Amenity),
  /** The first image is the thumbnail. */
  images: z.array(z.string().min(1)).max(50),
  refundPolicy: RefundPolicy,
  instantBook: z.boolean(),
  petsAllowed: z.boolean(),
  /** Average review score 0–5 (0 = no reviews yet). */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  status: PropertyStatus,
  createdAt: IsoDateTime,
});
export type Property = z.infer<typeof Property>;

/** What a result card needs. */
export const PropertySummary = Property.pick({
  id: true,
  hostId: true,
  title: true,
  listingType: true,
  category: true,
  subcategory: true,
  location: true,
  city: true,
  lat: true,
  lng: true,
  price: true,
  priceUnit: true,
  maxGuests: true,
  bedrooms: true,
  rating: true,
  reviewCount: true,
  createdAt: true,
}).extend({ thumbnail: z.string().nullable() });
export type PropertySummary = z.infer<typeof PropertySummary>;
