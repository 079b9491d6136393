import type { Wishlist, WishlistDetail } from '@arrendo/contracts';
import type { WishlistRow } from '../db/types.js';
import type { VisibleItem } from '../repositories/wishlist.repository.js';
import { toPropertySummary } from './property-mapper.js';

/** `items`: this list's visible items, newest saved first (the first gives the cover). */
export function toWishlist(row: WishlistRow, items: VisibleItem[]): Wishlist {
  const newest = items[0];
  return {
    id: row.id,
    name: row.name,
    itemCount: items.length,
    cover: newest ? (toPropertySummary(newest.property).cover ?? null) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toWishlistDetail(row: WishlistRow, items: VisibleItem[]): WishlistDetail {
  return {
    ...toWishlist(row, items),
    items: items.map((i) => toPropertySummary(i.property)),
  };
}
