import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { Category, Subcategory } from '../domain/categories.js';
import { Property } from './property.js';

export const PropertyPublishedEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  listingType: ListingType,
  category: Category,
  subcategory: Subcategory,
  title: z.string(),
  /**
   * Who put it on the market: its host (the wizard's Publish) or an import (the demo seed). The
   * host is told by email; an import is not. Absent on events from before this field.
   */
  by: z.enum(['host', 'import']).optional(),
});
export type PropertyPublishedEvent = z.infer<typeof PropertyPublishedEvent>;

/**
 * The public listing as it now stands, after any saved change to a published listing (and on
 * publish): consumers (search) replace their copy when `updatedAt` is newer than theirs.
 */
export const PropertyChangedEvent = z.object({
  property: Property,
  updatedAt: IsoDateTime,
});
export type PropertyChangedEvent = z.infer<typeof PropertyChangedEvent>;

/** Off the market: unpublished (unlisted) or deleted. */
export const PropertyWithdrawnEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  reason: z.enum(['unlisted', 'deleted']),
  at: IsoDateTime,
});
export type PropertyWithdrawnEvent = z.infer<typeof PropertyWithdrawnEvent>;

/**
 * An admin took the listing off the market (decision 0049): its host is emailed the reason. The
 * title is the one the listing had then, so the email needs no lookup.
 */
export const PropertyUnlistedByAdminEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  title: z.string().nullable(),
  reason: z.string().min(1),
  at: IsoDateTime,
});
export type PropertyUnlistedByAdminEvent = z.infer<typeof PropertyUnlistedByAdminEvent>;

/** An admin put an unlisted listing back (decision 0049): its host's own state applies again. */
export const PropertyRelistedByAdminEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  title: z.string().nullable(),
  at: IsoDateTime,
});
export type PropertyRelistedByAdminEvent = z.infer<typeof PropertyRelistedByAdminEvent>;

export const ListingEvents = {
  PROPERTY_PUBLISHED: defineEvent('evt.listing.property.published', 1, PropertyPublishedEvent),
  PROPERTY_CHANGED: defineEvent('evt.listing.property.changed', 1, PropertyChangedEvent),
  PROPERTY_WITHDRAWN: defineEvent('evt.listing.property.withdrawn', 1, PropertyWithdrawnEvent),
  PROPERTY_UNLISTED_BY_ADMIN: defineEvent(
    'evt.listing.property.adminUnlisted',
    1,
    PropertyUnlistedByAdminEvent,
  ),
  PROPERTY_RELISTED_BY_ADMIN: defineEvent(
    'evt.listing.property.adminRelisted',
    1,
    PropertyRelistedByAdminEvent,
  ),
} as const;
