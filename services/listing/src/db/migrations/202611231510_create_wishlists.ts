import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * Guests' wishlists: named lists owned by one user, each holding listings once. Items point at
 * properties with a cascade so a list never holds a listing that no longer exists at all
 * (deleted listings are soft-deleted and filtered when read).
 */
export const createWishlists: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('wishlists')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('owner_id', 'uuid', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index wishlists_owner_idx on wishlists (owner_id, updated_at desc)`.execute(
      db,
    );

    await db.schema
      .createTable('wishlist_items')
      .addColumn('wishlist_id', 'uuid', (c) =>
        c.notNull().references('wishlists.id').onDelete('cascade'),
      )
      .addColumn('property_id', 'uuid', (c) =>
        c.notNull().references('properties.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'uuid', (c) => c.notNull())
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('wishlist_items_pkey', ['wishlist_id', 'property_id'])
      .execute();
    await sql`create index wishlist_items_list_saved_idx
      on wishlist_items (wishlist_id, saved_at desc)`.execute(db);
    await sql`create index wishlist_items_owner_property_idx
      on wishlist_items (owner_id, property_id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('wishlist_items').ifExists().execute();
    await db.schema.dropTable('wishlists').ifExists().execute();
  },
};
