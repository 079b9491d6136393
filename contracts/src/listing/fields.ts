import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.js';
import { Amenity } from '../domain/amenities.js';
import { Category, MAX_STAY_HIGHLIGHTS, StayHighlight, Subcategory } from '../domain/categories.js';
import { ListingType } from '../domain/listing-types.js';
import { RefundPolicy } from '../domain/refund-policies.js';

/**
 * The fields a host edits in the listing wizard. A draft may leave any of them empty (null);
 * `publishProblems` (publish.ts) says what a published listing needs. The same schemas validate
 * the wizard's forms in the browser and every save on the server.
 */

/** A local wall-clock time on the hour or half hour, `HH:MM` (the listing's time zone). */
export const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'Choose a time on the hour or half hour');

export const ExtraFee = z
  .object({
    name: singleLineText({
      min: 1,
      max: 60,
      messages: { required: 'Please name this fee' },
    }),
    /** CLP, charged once per booking. */
    amount: z
      .number()
      .int('Enter a whole amount in pesos')
      .min(1, 'A fee must be at least CLP 1')
      .max(10_000_000, 'A fee must be at most CLP 10.000.000'),
  })
  .strict();
export type ExtraFee = z.infer<typeof ExtraFee>;

export const LISTING_LIMITS = {
  title: { min: 10, max: 120 },
  description: { min: 50, max: 5000 },
  houseRules: { max: 3000 },
  hostInstructions: { max: 3000 },
  address: { max: 200 },
  maxGuests: { min: 1, max: 500 },
  sizeM2: { min: 1, max: 100_000 },
  rooms: { max: 50 },
  beds: { max: 100 },
  hours: { min: 1, max: 24 },
  /** CLP per day or per hour. */
  price: { min: 1000, max: 100_000_000 },
  extraFees: { max: 5 },
} as const;

const L = LISTING_LIMITS;

const count = (max: number, what: string) =>
  z
    .number()
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} can be at most ${max}`);

/** Every editable field; `null` = not filled in yet. */
export const ListingFields = z
  .object({
    listingType: ListingType.nullable(),
    category: Category.nullable(),
    subcategory: Subcategory.nullable(),
    /** Home listings only: stay themes shown on the home page's category bar. */
    highlights: z
      .array(StayHighlight)
      .max(MAX_STAY_HIGHLIGHTS, `Choose up to ${MAX_STAY_HIGHLIGHTS} highlights`),

    maxGuests: z
      .number()
      .int('Guests must be a whole number')
      .min(L.maxGuests.min, 'At least one guest')
      .max(L.maxGuests.max, `At most ${L.maxGuests.max} guests`)
      .nullable(),
    sizeM2: z
      .number()
      .int('Size must be a whole number of m²')
      .min(L.sizeM2.min, 'Size must be at least 1 m²')
      .max(L.sizeM2.max, 'Size is too large')
      .nullable(),
    bedrooms: count(L.rooms.max, 'Bedrooms').nullable(),
    beds: count(L.beds.max, 'Beds').nullable(),
    bathrooms: count(L.rooms.max, 'Bathrooms').nullable(),
    /** Homes. */
    checkInTime: ClockTime.nullable(),
    checkOutTime: ClockTime.nullable(),
    /** Hourly spaces: the usual session length and the shortest booking, in hours. */
    sessionHours: z
      .number()
      .int('Hours must be a whole number')
      .min(L.hours.min, 'At least 1 hour')
      .max(L.hours.max, 'At most 24 hours')
      .nullable(),
    minHours: z
      .number()
      .int('Hours must be a whole number')
      .min(L.hours.min, 'At least 1 hour')
      .max(L.hours.max, 'At most 24 hours')
      .nullable(),

    /** The street address: shown to the host, and to guests only once booked. */
    address: singleLineText({ max: L.address.max }).nullable(),
    /** The public place, e.g. "Providencia, Santiago" (from the place suggestions). */
    location: singleLineText({ max: 200 }).nullable(),
    city: singleLineText({ max: 100 }).nullable(),
    region: singleLineText({ max: 100 }).nullable(),
    /** The host's pin (exact); the public sees an approximate point. */
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),

    /** `pets-allowed` here is the listing's one pet-friendly flag (decisions.md). */
    amenities: z.array(Amenity).max(100),

    title: singleLineText({ max: L.title.max }).nullable(),
    description: multiLineText({ max: L.description.max }).nullable(),
    houseRules: multiLineText({ max: L.houseRules.max }),
    /** Arrival and access details: the host and confirmed guests only. */
    hostInstructions: multiLineText({ max: L.hostInstructions.max }),

    /** CLP (no minor unit) per day for homes, per hour for hourly spaces. */
    price: z
      .number()
      .int('Enter a whole amount in pesos')
      .min(L.price.min, `The price must be at least CLP ${L.price.min}`)
      .max(L.price.max, 'The price is too high')
      .nullable(),
    extraFees: z.array(ExtraFee).max(L.extraFees.max, `At most ${L.extraFees.max} extra fees`),
    refundPolicy: RefundPolicy.nullable(),
    /** true: guests book at once; false: the host accepts each request. null: not chosen. */
    instantBook: z.boolean().nullable(),
  })
  .strict();
export type ListingFields = z.infer<typeof ListingFields>;

/** A save from the wizard: any subset of the fields. */
export const ListingPatch = ListingFields.partial().strict();
export type ListingPatch = z.infer<typeof ListingPatch>;

/** What a new draft starts with. */
export const EMPTY_LISTING_FIELDS: ListingFields = {
  listingType: null,
  category: null,
  subcategory: null,
  highlights: [],
  maxGuests: null,
  sizeM2: null,
  bedrooms: null,
  beds: null,
  bathrooms: null,
  checkInTime: null,
  checkOutTime: null,
  sessionHours: null,
  minHours: null,
  address: null,
  location: null,
  city: null,
  region: null,
  lat: null,
  lng: null,
  amenities: [],
  title: null,
  description: null,
  houseRules: '',
  hostInstructions: '',
  price: null,
  extraFees: [],
  refundPolicy: null,
  instantBook: null,
};
