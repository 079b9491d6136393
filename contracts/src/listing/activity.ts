import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { PerformanceSpanRequest } from '../domain/performance.js';
import { PropertyStatus } from './property.js';

/**
 * What guests do on a listing, as the listing service records it for its host's performance
 * page: a `view` (the property page opened) and a `save` (the listing put in a wishlist where
 * the guest had not saved it yet). Each counts once per visitor, listing and local day.
 */
export const LISTING_EVENT_KINDS = ['view', 'save'] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/** An anonymous visitor's key: the random value of the BFF's visitor cookie. */
export const VisitorKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a visitor key');
export type VisitorKey = z.infer<typeof VisitorKey>;

/**
 * A view of a published listing's page. A signed-in actor is counted by their account; an
 * anonymous one by `visitorKey`, which they must then give. The listing's own host is never
 * counted.
 */
export const RecordViewRequest = z
  .object({ propertyId: Uuid, visitorKey: VisitorKey.optional() })
  .strict();
export type RecordViewRequest = z.input<typeof RecordViewRequest>;

/** `counted: false` for the host's own view and for the visitor's second view of the day. */
export const RecordViewReply = z.object({ counted: z.boolean() });
export type RecordViewReply = z.infer<typeof RecordViewReply>;

/** The caller's listings' activity over `[from, to]`; `propertyId` narrows the day series. */
export const ListingActivityRequest = PerformanceSpanRequest;
export type ListingActivityRequest = z.input<typeof ListingActivityRequest>;

/** One listing of the host that has been on the market, with its counts over the span. */
export const ListingActivityTotals = z.object({
  id: Uuid,
  title: z.string().nullable(),
  listingType: ListingType.nullable(),
  status: PropertyStatus,
  /** Deleted by its host: kept here for the history it has. */
  deleted: z.boolean(),
  views: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
});
export type ListingActivityTotals = z.infer<typeof ListingActivityTotals>;

/** A local date with any activity (dates without are left out). */
export const ListingActivityDay = z.object({
  date: IsoDate,
  views: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
});
export type ListingActivityDay = z.infer<typeof ListingActivityDay>;

export const ListingActivity = z.object({
  /** Every listing of the caller that was ever published, newest first. */
  listings: z.array(ListingActivityTotals),
  /** By date, ascending: of `propertyId` when given, else of all of them together. */
  days: z.array(ListingActivityDay),
});
export type ListingActivity = z.infer<typeof ListingActivity>;
