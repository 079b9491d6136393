import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * A listing's rating and review count come from published guest reviews only (decision 0044),
 * learned from the booking service's `review.published`. `listing_reviews` holds each review
 * once (its id the key), so a redelivered or repeated event adds nothing; `rating_sum` and
 * `review_count` are the running totals, `rating` their average rounded as cards show it.
 *
 * Every rating before this was invented by the demo seed, with no review behind it: all are
 * reset to none, and the search documents with them.
 */
export const ratingsFromReviews: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table listing_reviews (
        review_id uuid primary key,
        property_id uuid not null,
        rating smallint not null check (rating between 1 and 5),
        published_at timestamptz not null
      )`.execute(db);
    await sql`create index listing_reviews_property_idx on listing_reviews (property_id)`.execute(
      db,
    );
    await sql`
      alter table properties add column rating_sum integer not null default 0
        check (rating_sum >= 0)`.execute(db);
    await sql`update properties set rating = 0, review_count = 0
      where rating <> 0 or review_count <> 0`.execute(db);
    await sql`select refresh_search_documents(array(
      select id from properties where status = 'published' and deleted_at is null))`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table properties drop column if exists rating_sum`.execute(db);
    await sql`drop table if exists listing_reviews`.execute(db);
  },
};
