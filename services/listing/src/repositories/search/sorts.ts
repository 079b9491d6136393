import type { SortValue } from '@arrendo/contracts';
import { CursorTimestamp, decodeCursor, encodeCursor } from '@arrendo/kit';
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';

/**
 * The five orders, each total (the id breaks every tie) and identical under both plans, with
 * their keyset cursors: a cursor carries the sort key of the page's last row, so the next page
 * starts right after it whatever was added or removed meanwhile.
 */

/** A page row's sort key values, as the statements select them. */
export interface SortKeyRow {
  id: string;
  rating: string;
  review_count: number;
  price_amount: string;
  published_key: string;
  dist: number;
}

const Id = z.uuid();
const Count = z.number().int().nonnegative();
const Rating = z.number().min(0).max(5);
const Price = z.number().int().nonnegative();

const CURSORS = {
  recommended: z.tuple([z.literal('recommended'), Rating, Count, Count, Id]),
  price_asc: z.tuple([z.literal('price_asc'), Price, Id]),
  price_desc: z.tuple([z.literal('price_desc'), Price, Id]),
  rating: z.tuple([z.literal('rating'), Rating, Count, Id]),
  newest: z.tuple([z.literal('newest'), CursorTimestamp, Id]),
} satisfies Record<SortValue, z.ZodType>;

export function encodeSortCursor(sort: SortValue, row: SortKeyRow): string {
  switch (sort) {
    case 'recommended':
      return encodeCursor([sort, Number(row.rating), row.review_count, row.dist, row.id]);
    case 'price_asc':
    case 'price_desc':
      return encodeCursor([sort, Number(row.price_amount), row.id]);
    case 'rating':
      return encodeCursor([sort, Number(row.rating), row.review_count, row.id]);
    case 'newest':
      return encodeCursor([sort, row.published_key, row.id]);
  }
}

/**
 * `d` is the document (or candidate) row; `dist` its distance expression, or null when the
 * search has no point (every distance is then 0 and drops out of the order).
 */
export interface SortSql {
  orderBy: RawBuilder<unknown>;
  /** Rows strictly after the cursor's position; undefined on the first page. */
  after: RawBuilder<boolean> | undefined;
}

export function sortSql(
  sort: SortValue,
  cursor: string | undefined,
  dist: RawBuilder<number> | null,
): SortSql {
  switch (sort) {
    case 'recommended': {
      const orderBy = dist
        ? sql`d.rating desc, d.review_count desc, ${dist} asc, d.id asc`
        : sql`d.rating desc, d.review_count desc, d.id asc`;
      if (!cursor) return { orderBy, after: undefined };
      const [, rating, reviews, distance, id] = decodeCursor(CURSORS.recommended, cursor);
      const r = sql`${rating}::numeric`;
      const tail = dist
        ? sql`(${dist}, d.id) > (${distance}, ${id}::uuid)`
        : sql`d.id > ${id}::uuid`;
      return {
        orderBy,
        // The redundant `rating <= r` lets an index walk start at the cursor.
        after: sql<boolean>`(d.rating <= ${r} and (d.rating < ${r} or (d.rating = ${r}
          and (d.review_count < ${reviews} or (d.review_count = ${reviews} and ${tail})))))`,
      };
    }
    case 'rating': {
      const orderBy = sql`d.rating desc, d.review_count desc, d.id asc`;
      if (!cursor) return { orderBy, after: undefined };
      const [, rating, reviews, id] = decodeCursor(CURSORS.rating, cursor);
      const r = sql`${rating}::numeric`;
      return {
        orderBy,
        after: sql<boolean>`(d.rating <= ${r} and (d.rating < ${r} or (d.rating = ${r}
          and (d.review_count < ${reviews} or (d.review_count = ${reviews}
          and d.id > ${id}::uuid)))))`,
      };
    }
    case 'price_asc': {
      const orderBy = sql`d.price_amount asc, d.id asc`;
      if (!cursor) return { orderBy, after: undefined };
      const [, price, id] = decodeCursor(CURSORS.price_asc, cursor);
      return { orderBy, after: sql<boolean>`(d.price_amount, d.id) > (${price}, ${id}::uuid)` };
    }
    case 'price_desc': {
      const orderBy = sql`d.price_amount desc, d.id desc`;
      if (!cursor) return { orderBy, after: undefined };
      const [, price, id] = decodeCursor(CURSORS.price_desc, cursor);
      return { orderBy, after: sql<boolean>`(d.price_amount, d.id) < (${price}, ${id}::uuid)` };
    }
    case 'newest': {
      const orderBy = sql`d.published_at desc, d.id desc`;
      if (!cursor) return { orderBy, after: undefined };
      const [, at, id] = decodeCursor(CURSORS.newest, cursor);
      return {
        orderBy,
        after: sql<boolean>`(d.published_at, d.id) < (${at}::timestamptz, ${id}::uuid)`,
      };
    }
  }
}
