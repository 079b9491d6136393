import type { CategoryRatings, ReviewAuthorRole } from '@arrendo/contracts';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, ReviewsTable } from '../db/types.js';

export type ReviewRow = Selectable<ReviewsTable>;
export type ListedReviewRow = ReviewRow & { cursor_at: string };

export interface NewReview {
  id: string;
  bookingId: string;
  propertyId: string;
  hostId: string;
  authorId: string;
  subjectId: string;
  authorRole: ReviewAuthorRole;
  rating: number;
  categories: CategoryRatings | null;
  text: string;
  submittedAt: Date;
  windowClosesAt: Date;
}

/** Whose published guest reviews a list reads: one listing's, or every listing of a host. */
export type ReviewScope = { propertyId: string } | { hostId: string };

export interface SummaryRow {
  count: number;
  rating: number | null;
  cleanliness: number | null;
  accuracy: number | null;
  communication: number | null;
  location: number | null;
  check_in: number | null;
  value: number | null;
}

/** The only place that writes review SQL. Pass a transaction to act inside it. */
export class ReviewRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async forBooking(bookingId: string): Promise<ReviewRow[]> {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('submitted_at')
      .execute();
  }

  async find(id: string): Promise<ReviewRow | undefined> {
    return this.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Undefined when this side of the booking already has a review (the unique key). */
  async insert(review: NewReview): Promise<ReviewRow | undefined> {
    const c = review.categories;
    const row: Insertable<ReviewsTable> = {
      id: review.id,
      booking_id: review.bookingId,
      property_id: review.propertyId,
      host_id: review.hostId,
      author_id: review.authorId,
      subject_id: review.subjectId,
      author_role: review.authorRole,
      rating: review.rating,
      cleanliness: c?.cleanliness ?? null,
      accuracy: c?.accuracy ?? null,
      communication: c?.communication ?? null,
      location: c?.location ?? null,
      check_in: c?.checkIn ?? null,
      value: c?.value ?? null,
      body: review.text,
      submitted_at: review.submittedAt,
      window_closes_at: review.windowClosesAt,
      published_at: null,
      response_text: null,
      responded_at: null,
    };
    return this.db
      .insertInto('reviews')
      .values(row)
      .onConflict((oc) => oc.columns(['booking_id', 'author_role']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Publishes a booking's unpublished reviews; the rows that changed (none on a repeat). */
  async publishBooking(bookingId: string, at: Date): Promise<ReviewRow[]> {
    return this.db
      .updateTable('reviews')
      .set({ published_at: at })
      .where('booking_id', '=', bookingId)
      .where('published_at', 'is', null)
      .returningAll()
      .execute();
  }

  /**
   * Publishes up to `limit` unpublished reviews whose window closed by `now`, skipping rows a
   * writer holds (it publishes them itself, or the next sweep does).
   */
  async publishClosed(now: Date, limit: number): Promise<ReviewRow[]> {
    const { rows } = await sql<ReviewRow>`
      UPDATE reviews SET published_at = ${now}
      WHERE id IN (
        SELECT id FROM reviews
        WHERE published_at IS NULL AND window_closes_at <= ${now}
        ORDER BY window_closes_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
        AND published_at IS NULL
      RETURNING *`.execute(this.db);
    return rows;
  }

  /** The host's one answer to a published guest review; undefined when there already is one. */
  async respond(id: string, text: string, at: Date): Promise<ReviewRow | undefined> {
    return this.db
      .updateTable('reviews')
      .set({ response_text: text, responded_at: at })
      .where('id', '=', id)
      .where('author_role', '=', 'guest')
      .where('published_at', 'is not', null)
      .where('response_text', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Published guest reviews, newest first, after `after`. */
  async listPublished(
    scope: ReviewScope,
    after: TimestampIdPosition | undefined,
    limit: number,
  ): Promise<ListedReviewRow[]> {
    let query = this.db
      .selectFrom('reviews')
      .selectAll()
      .select(cursorTimestampOf('published_at').as('cursor_at'))
      .where('author_role', '=', 'guest')
      .where('published_at', 'is not', null);
    query =
      'propertyId' in scope
        ? query.where('property_id', '=', scope.propertyId)
        : query.where('host_id', '=', scope.hostId);
    if (after) {
      query = query.where(
        sql<boolean>`(published_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await query
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows as ListedReviewRow[];
  }

  /** The count and averages of the scope's published guest reviews. */
  async summary(scope: ReviewScope): Promise<SummaryRow> {
    const where =
      'propertyId' in scope
        ? sql`property_id = ${scope.propertyId}`
        : sql`host_id = ${scope.hostId}`;
    const { rows } = await sql<SummaryRow>`
      SELECT count(*)::int AS count,
        avg(rating)::float8 AS rating,
        avg(cleanliness)::float8 AS cleanliness,
        avg(accuracy)::float8 AS accuracy,
        avg(communication)::float8 AS communication,
        avg(location)::float8 AS location,
        avg(check_in)::float8 AS check_in,
        avg(value)::float8 AS value
      FROM reviews
      WHERE ${where} AND author_role = 'guest' AND published_at IS NOT NULL`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('review summary returned nothing');
    return row;
  }
}
