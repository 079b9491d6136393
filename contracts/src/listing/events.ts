import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { Category, Subcategory } from '../domain/categories.js';

export const PropertyPublishedEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  listingType: ListingType,
  category: Category,
  subcategory: Subcategory,
  title: z.string(),
});
export type PropertyPublishedEvent = z.infer<typeof PropertyPublishedEvent>;

export const ListingEvents = {
  PROPERTY_PUBLISHED: defineEvent('evt.listing.property.published', 1, PropertyPublishedEvent),
} as const;
