import {
  PRICE_UNIT_BY_LISTING_TYPE,
  publishProblems,
  type AdminUnlist,
  type ImportedProperty,
  type Listing,
  type ListingFields,
  type ListingPatch,
  type ListingSummary,
  type Photo,
  type Property,
  type PropertySummary,
  type PublishProblem,
  type StoredPhoto,
} from '@arrendo/contracts';
import type { z } from 'zod';
import type { NewPropertyRow, PropertyRow, PropertyUpdate } from '../db/types.js';
import { approximateLocation } from './approximate.js';

/** What the import handler receives: the contract's parsed (output) shape. */
export type ParsedImportedProperty = z.output<typeof ImportedProperty>;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The public photo: storage keys never leave the service. */
export function toPhoto(stored: StoredPhoto): Photo {
  return {
    id: stored.id,
    url: stored.url,
    width: stored.width,
    height: stored.height,
    variants: stored.variants,
    placeholder: stored.placeholder,
  };
}

function photosOf(row: PropertyRow): Photo[] {
  return row.photos.map(toPhoto);
}

function coverOf(row: PropertyRow): Photo | null {
  const first = row.photos[0];
  return first ? toPhoto(first) : null;
}

// The row's string-typed enums were written through the same contract schemas, and every reply
// is validated against its schema before it leaves the service, so the narrowing casts are safe.

/** The wizard's fields as last saved (null = not filled in). */
export function listingFieldsOf(row: PropertyRow): ListingFields {
  return {
    listingType: row.listing_type,
    category: row.category as ListingFields['category'],
    subcategory: row.subcategory as ListingFields['subcategory'],
    highlights: row.highlights as ListingFields['highlights'],
    maxGuests: row.max_guests,
    sizeM2: row.size_m2,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    sessionHours: row.session_hours,
    minHours: row.min_hours,
    address: row.address,
    location: row.location,
    city: row.city,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    amenities: row.amenities as ListingFields['amenities'],
    title: row.title,
    description: row.description,
    houseRules: row.house_rules,
    hostInstructions: row.host_instructions,
    price: row.price_amount === null ? null : Number(row.price_amount),
    extraFees: row.extra_fees,
    refundPolicy: row.refund_policy,
    instantBook: row.instant_book,
  };
}

/** What stands between this row and the market. Opening hours live in booking: not known here. */
export function problemsOf(row: PropertyRow): PublishProblem[] {
  return publishProblems(listingFieldsOf(row), {
    photoCount: row.photos.length,
    openWeekdayCount: null,
  });
}

/**
 * The guests' view of a complete listing, with the public (approximate) point instead of the
 * pin. Only called for rows that passed publishing (published, unlisted, or a complete draft).
 */
export function toProperty(row: PropertyRow): Property {
  const listingType = row.listing_type ?? 'home';
  const point = approximateLocation(row.id, { lat: row.lat ?? 0, lng: row.lng ?? 0 });
  return {
    id: row.id,
    hostId: row.host_id,
    status: row.status,
    title: row.title ?? '',
    description: row.description ?? '',
    listingType,
    category: row.category as Property['category'],
    subcategory: row.subcategory as Property['subcategory'],
    highlights: row.highlights as Property['highlights'],
    location: row.location ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    lat: point.lat,
    lng: point.lng,
    timeZone: row.time_zone,
    price: { amount: Number(row.price_amount ?? 0), currency: 'CLP' },
    priceUnit: PRICE_UNIT_BY_LISTING_TYPE[listingType],
    extraFees: row.extra_fees,
    maxGuests: row.max_guests ?? 1,
    sizeM2: row.size_m2,
    bedrooms: row.bedrooms ?? 0,
    beds: row.beds ?? 0,
    bathrooms: row.bathrooms ?? 0,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    sessionHours: row.session_hours,
    minHours: row.min_hours,
    amenities: row.amenities as Property['amenities'],
    houseRules: row.house_rules,
    photos: photosOf(row),
    refundPolicy: row.refund_policy ?? 'moderate',
    instantBook: row.instant_book ?? false,
    petsAllowed: row.pets_allowed,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    createdAt: iso(row.created_at),
    publishedAt: isoOrNull(row.published_at),
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
    instantBook: p.instantBook,
    petsAllowed: p.petsAllowed,
    createdAt: p.createdAt,
    cover: coverOf(row),
  };
}

/** The host's view: every field, the private ones and the exact pin included. */
export function toListing(row: PropertyRow): Listing {
  return {
    ...listingFieldsOf(row),
    id: row.id,
    hostId: row.host_id,
    status: row.status,
    timeZone: row.time_zone,
    photos: photosOf(row),
    publishProblems: problemsOf(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedAt: isoOrNull(row.published_at),
    ...adminUnlistOf(row),
  };
}

/** The admin's unlisting, only while it stands (the key is absent otherwise; decision 0049). */
function adminUnlistOf(row: PropertyRow): { adminUnlist?: AdminUnlist } {
  if (!row.admin_unlisted_at || !row.admin_unlist_reason) return {};
  return { adminUnlist: { at: iso(row.admin_unlisted_at), reason: row.admin_unlist_reason } };
}

export function toListingSummary(row: PropertyRow): ListingSummary {
  const listingType = row.listing_type;
  return {
    id: row.id,
    status: row.status,
    listingType,
    title: row.title,
    location: row.location,
    price: row.price_amount === null ? null : { amount: Number(row.price_amount), currency: 'CLP' },
    priceUnit: listingType === null ? null : PRICE_UNIT_BY_LISTING_TYPE[listingType],
    cover: coverOf(row),
    photoCount: row.photos.length,
    problemCount: problemsOf(row).length,
    updatedAt: iso(row.updated_at),
    publishedAt: isoOrNull(row.published_at),
    ...adminUnlistOf(row),
  };
}

/**
 * The columns a wizard save writes: only the fields present in the patch. `pets_allowed`
 * follows the amenities on every write (one source of truth); jsonb goes as JSON text.
 */
export function patchToColumns(patch: ListingPatch): PropertyUpdate {
  const set: PropertyUpdate = {};
  const has = <K extends keyof ListingPatch>(key: K) => patch[key] !== undefined;
  if (has('listingType')) set.listing_type = patch.listingType ?? null;
  if (has('category')) set.category = patch.category ?? null;
  if (has('subcategory')) set.subcategory = patch.subcategory ?? null;
  if (patch.highlights !== undefined) set.highlights = patch.highlights;
  if (has('maxGuests')) set.max_guests = patch.maxGuests ?? null;
  if (has('sizeM2')) set.size_m2 = patch.sizeM2 ?? null;
  if (has('bedrooms')) set.bedrooms = patch.bedrooms ?? null;
  if (has('beds')) set.beds = patch.beds ?? null;
  if (has('bathrooms')) set.bathrooms = patch.bathrooms ?? null;
  if (has('checkInTime')) set.check_in_time = patch.checkInTime ?? null;
  if (has('checkOutTime')) set.check_out_time = patch.checkOutTime ?? null;
  if (has('sessionHours')) set.session_hours = patch.sessionHours ?? null;
  if (has('minHours')) set.min_hours = patch.minHours ?? null;
  if (has('address')) set.address = patch.address ?? null;
  if (has('location')) set.location = patch.location ?? null;
  if (has('city')) set.city = patch.city ?? null;
  if (has('region')) set.region = patch.region ?? null;
  if (has('lat')) set.lat = patch.lat ?? null;
  if (has('lng')) set.lng = patch.lng ?? null;
  if (patch.amenities !== undefined) {
    set.amenities = patch.amenities;
    set.pets_allowed = patch.amenities.includes('pets-allowed');
  }
  if (has('title')) set.title = patch.title ?? null;
  if (has('description')) set.description = patch.description ?? null;
  if (patch.houseRules !== undefined) set.house_rules = patch.houseRules;
  if (patch.hostInstructions !== undefined) set.host_instructions = patch.hostInstructions;
  if (has('price')) set.price_amount = patch.price ?? null;
  if (patch.extraFees !== undefined) set.extra_fees = JSON.stringify(patch.extraFees);
  if (has('refundPolicy')) set.refund_policy = patch.refundPolicy ?? null;
  if (has('instantBook')) set.instant_book = patch.instantBook ?? null;
  return set;
}

/** Applies a patch to a row in memory: what the row would be after the save. */
export function applyPatch(row: PropertyRow, patch: ListingPatch): PropertyRow {
  const set = patchToColumns(patch);
  return {
    ...row,
    ...set,
    extra_fees: patch.extraFees ?? row.extra_fees,
  } as PropertyRow;
}

/**
 * Fields that do not apply to the listing's type, cleared when it is published (a draft keeps
 * them, so switching type back and forth in the wizard loses nothing).
 */
export function inapplicableFieldsCleared(row: PropertyRow): PropertyUpdate {
  if (row.listing_type === 'home') return { session_hours: null, min_hours: null };
  if (row.listing_type === 'experience') return { check_in_time: null, check_out_time: null };
  return {};
}

/** A stable photo id per imported image, so the same import always yields the same photos. */
function importedPhotoId(propertyId: string, index: number): string {
  const hex = propertyId.replace(/-/g, '');
  const tail = (parseInt(hex.slice(-8), 16) ^ (index + 1)) >>> 0;
  const h = `${hex.slice(0, 24)}${tail.toString(16).padStart(8, '0')}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The insert row for an imported (published) listing; `updated_at` and `published_at` start
 * equal to `created_at`. `priceUnit` and `petsAllowed` are not given: they follow from the
 * listing type and the amenities.
 */
export function toNewPropertyRow(p: ParsedImportedProperty): NewPropertyRow {
  const photos: StoredPhoto[] = p.images.map((image, i) => ({
    id: importedPhotoId(p.id, i),
    url: image.url,
    width: image.width,
    height: image.height,
    variants: [],
    placeholder: null,
    keys: [],
  }));
  return {
    id: p.id,
    host_id: p.hostId,
    title: p.title,
    description: p.description,
    listing_type: p.listingType,
    category: p.category,
    subcategory: p.subcategory,
    highlights: p.highlights,
    location: p.location,
    city: p.city,
    region: p.region,
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    time_zone: p.timeZone,
    price_amount: p.price.amount,
    price_currency: p.price.currency,
    extra_fees: JSON.stringify(p.extraFees),
    max_guests: p.maxGuests,
    size_m2: p.sizeM2,
    bedrooms: p.bedrooms,
    beds: p.beds,
    bathrooms: p.bathrooms,
    check_in_time: p.checkInTime,
    check_out_time: p.checkOutTime,
    session_hours: p.sessionHours,
    min_hours: p.minHours,
    amenities: p.amenities,
    house_rules: p.houseRules,
    photos: JSON.stringify(photos),
    refund_policy: p.refundPolicy,
    instant_book: p.instantBook,
    pets_allowed: p.amenities.includes('pets-allowed'),
    rating: p.rating,
    review_count: p.reviewCount,
    status: 'published',
    created_at: p.createdAt,
    updated_at: p.createdAt,
    published_at: p.createdAt,
  };
}
