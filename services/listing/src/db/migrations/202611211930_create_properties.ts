import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

// Tables are unqualified: the kit binds the connection's search_path to the `listing` schema.
export const createProperties: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('properties')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('host_id', 'uuid', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('listing_type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('subcategory', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Santiago'))
      .addColumn('price_amount', 'bigint', (c) => c.notNull())
      .addColumn('price_currency', 'text', (c) => c.notNull().defaultTo('CLP'))
      .addColumn('max_guests', 'integer', (c) => c.notNull())
      .addColumn('bedrooms', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bathrooms', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('amenities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('refund_policy', 'text', (c) => c.notNull().defaultTo('moderate'))
      .addColumn('instant_book', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('pets_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('rating', sql`numeric(3,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'properties_listing_type_check',
        sql`listing_type in ('home', 'experience')`,
      )
      .addCheckConstraint(
        'properties_refund_policy_check',
        sql`refund_policy in ('flexible', 'moderate', 'strict')`,
      )
      .addCheckConstraint(
        'properties_status_check',
        sql`status in ('draft', 'published', 'archived')`,
      )
      .addCheckConstraint('properties_price_check', sql`price_amount >= 0`)
      .addCheckConstraint('properties_price_currency_check', sql`price_currency = 'CLP'`)
      .addCheckConstraint('properties_rating_check', sql`rating between 0 and 5`)
      .addCheckConstraint('properties_max_guests_check', sql`max_guests >= 1`)
      .execute();

    // Keyset pagination "newest first": one index serves the unfiltered list (leading status),
    // the other the per-type list; both end in (created_at desc, id desc), the cursor order.
    await sql`create index properties_status_created_idx
      on properties (status, created_at desc, id desc)`.execute(db);
    await sql`create index properties_status_type_created_idx
      on properties (status, listing_type, created_at desc, id desc)`.execute(db);
    await sql`create index properties_host_idx on properties (host_id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('properties').ifExists().execute();
  },
};
