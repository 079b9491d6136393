import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText, singleLineText } from '../common/text.js';
import { Amenity } from '../domain/amenities.js';
import { Category, StayHighlight, Subcategory } from '../domain/categories.js';
import { ListingType, PriceUnit } from '../domain/listing-types.js';
import { RefundPolicy } from '../domain/refund-policies.js';
import { ClockTime, ExtraFee, ListingFields } from './fields.js';
import { Photo } from './photo.js';
import { PublishProblem } from './publish.js';

/**
 * `draft` until first published; `published` is on the market; `unlisted` is hidden from guests
 * by its host (and can be published again). Deleted listings are gone from every view.
 */
export const PropertyStatus = z.enum(['draft', 'published', 'unlisted']);
export type PropertyStatus = z.infer<typeof PropertyStatus>;

/**
 * An admin took the listing off the market, with this reason (decision 0049): only an admin
 * puts it back. Shown to its host and to admins; absent while no admin has unlisted it.
 */
export const AdminUnlist = z.object({
  at: IsoDateTime,
  reason: z.string(),
});
export type AdminUnlist = z.infer<typeof AdminUnlist>;

/** Listings are priced in CLP (exponent 0), so the amount is whole pesos. */
export const ClpPrice = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.literal('CLP'),
});
export type ClpPrice = z.infer<typeof ClpPrice>;

/**
 * A complete listing as guests see it (published, or previewed by its host or an admin).
 * `lat`/`lng` are approximate (within about 400 m): the exact pin and the street address are
 * only in the host's `Listing` view until a guest has booked.
 */
export const Property = z.object({
  id: Uuid,
  hostId: Uuid,
  status: PropertyStatus,
  title: singleLineText({ min: 1, max: 120 }),
  description: multiLineText({ max: 5000 }),
  listingType: ListingType,
  category: Category,
  subcategory: Subcategory,
  highlights: z.array(StayHighlight),
  /** Human-readable place, e.g. "Providencia, Santiago". */
  location: singleLineText({ min: 1, max: 200 }),
  city: singleLineText({ max: 100 }),
  region: singleLineText({ max: 100 }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string(),
  price: ClpPrice,
  priceUnit: PriceUnit,
  extraFees: z.array(ExtraFee),
  maxGuests: z.number().int().min(1).max(500),
  sizeM2: z.number().int().positive().nullable(),
  bedrooms: z.number().int().min(0).max(50),
  beds: z.number().int().min(0).max(100),
  bathrooms: z.number().int().min(0).max(50),
  /** Homes; null for hourly spaces. */
  checkInTime: ClockTime.nullable(),
  checkOutTime: ClockTime.nullable(),
  /** Hourly spaces; null for homes. */
  sessionHours: z.number().int().positive().nullable(),
  minHours: z.number().int().positive().nullable(),
  amenities: z.array(Amenity),
  houseRules: multiLineText({ max: 3000 }),
  /** The first photo is the cover. */
  photos: z.array(Photo).max(50),
  refundPolicy: RefundPolicy,
  instantBook: z.boolean(),
  /** Derived from the `pets-allowed` amenity: the one source of truth. */
  petsAllowed: z.boolean(),
  /** Average review score 0–5 (0 = no reviews yet). */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
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
  instantBook: true,
  petsAllowed: true,
  createdAt: true,
}).extend({ cover: Photo.nullable() });
export type PropertySummary = z.infer<typeof PropertySummary>;

/**
 * The host's own view of a listing, draft or not: every field as last saved (null = not filled
 * in), the private ones included, its photos, and what still stands between it and publishing.
 */
export const Listing = ListingFields.extend({
  id: Uuid,
  hostId: Uuid,
  status: PropertyStatus,
  timeZone: z.string(),
  photos: z.array(Photo),
  publishProblems: z.array(PublishProblem),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
  /** Off the market by an admin's decision until an admin relists it (decision 0049). */
  adminUnlist: AdminUnlist.optional(),
});
export type Listing = z.infer<typeof Listing>;

/**
 * What a confirmed guest is told of a listing's place (asked by the booking service, which knows
 * who booked): the street address, the exact pin and the arrival details.
 */
export const ListingArrival = z.object({
  propertyId: Uuid,
  location: z.string(),
  address: z.string().nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  hostInstructions: z.string(),
});
export type ListingArrival = z.infer<typeof ListingArrival>;

/** A row of the host's "manage listings" page. */
export const ListingSummary = z.object({
  id: Uuid,
  status: PropertyStatus,
  listingType: ListingType.nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  price: ClpPrice.nullable(),
  priceUnit: PriceUnit.nullable(),
  cover: Photo.nullable(),
  photoCount: z.number().int().nonnegative(),
  /** How many problems block publishing (0 = ready). */
  problemCount: z.number().int().nonnegative(),
  updatedAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
  /** Off the market by an admin's decision until an admin relists it (decision 0049). */
  adminUnlist: AdminUnlist.optional(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;
