import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { singleLineText } from '../common/text.js';
import { Photo } from './photo.js';
import { PropertySummary } from './property.js';

/** Wishlists are private to their owner: nobody else can see, change or even learn of one. */
export const WishlistName = singleLineText({
  min: 1,
  max: 50,
  messages: { required: 'Please name your wishlist', tooLong: 'Use at most 50 characters' },
});

export const WISHLIST_LIMITS = { listsPerUser: 100, itemsPerList: 500 } as const;

export const Wishlist = z.object({
  id: Uuid,
  name: z.string(),
  itemCount: z.number().int().nonnegative(),
  /** The cover of the most recently saved listing still available, or null. */
  cover: Photo.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Wishlist = z.infer<typeof Wishlist>;

/** A list with its listings, newest saved first; listings no longer published are left out. */
export const WishlistDetail = Wishlist.extend({ items: z.array(PropertySummary) });
export type WishlistDetail = z.infer<typeof WishlistDetail>;

/** Which listings the user has saved in any list (the filled hearts). */
export const SavedListings = z.object({ propertyIds: z.array(Uuid) });
export type SavedListings = z.infer<typeof SavedListings>;
