import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * Homes leave the per-hour category tree (decision 0032): category `stay`, subcategory a stay
 * type. A home's tree subcategory that is also a stay type (apartment, house, hotel) stays;
 * outdoor stays become glamping, retreats (holistic-center) cabins, anything else a house.
 * The search read model's rows follow (`refresh_search_documents`).
 */
export const homesUnderStayTypes: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const changed = await sql<{ id: string }>`
      update properties set
        category = 'stay',
        subcategory = case
          when subcategory in ('apartment', 'house', 'hotel') then subcategory
          when subcategory = 'outdoor' then 'glamping'
          when subcategory = 'holistic-center' then 'cabin'
          else 'house' end
      where listing_type = 'home' and category is not null and category <> 'stay'
      returning id`.execute(db);
    const ids = changed.rows.map((r) => r.id);
    if (ids.length > 0) await sql`select refresh_search_documents(${ids}::uuid[])`.execute(db);
  },
  async down(): Promise<void> {
    // The stay types map many tree subcategories onto one: there is no way back.
  },
};
