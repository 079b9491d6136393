import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * Listings become editable by their hosts: a draft may leave any wizard field empty, so those
 * columns turn nullable, and a CHECK keeps every listing on the market complete. Photos move
 * from a list of URLs to a JSONB array of renditions (the first is the cover); 'archived'
 * becomes 'unlisted'; deletion is a timestamp because bookings keep pointing at the listing.
 */
export const listingWizardFields: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table properties
        alter column title drop not null,
        alter column description drop not null,
        alter column description drop default,
        alter column listing_type drop not null,
        alter column category drop not null,
        alter column subcategory drop not null,
        alter column location drop not null,
        alter column city drop not null,
        alter column region drop not null,
        alter column lat drop not null,
        alter column lng drop not null,
        alter column price_amount drop not null,
        alter column max_guests drop not null,
        alter column bedrooms drop not null,
        alter column bedrooms drop default,
        alter column bathrooms drop not null,
        alter column bathrooms drop default,
        alter column refund_policy drop not null,
        alter column refund_policy drop default,
        alter column instant_book drop not null,
        alter column instant_book drop default,
        add column highlights text[] not null default '{}',
        add column size_m2 integer,
        add column beds integer,
        add column check_in_time text,
        add column check_out_time text,
        add column session_hours integer,
        add column min_hours integer,
        add column address text,
        add column house_rules text not null default '',
        add column host_instructions text not null default '',
        add column extra_fees jsonb not null default '[]',
        add column photos jsonb not null default '[]',
        add column published_at timestamptz,
        add column deleted_at timestamptz
    `.execute(db);

    // The demo catalogue's images were SVG scenes of one size (infra/seed IMAGE_WIDTH × HEIGHT).
    await sql`
      update properties set photos = coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', gen_random_uuid(), 'url', url, 'width', 1200, 'height', 800,
          'variants', '[]'::jsonb, 'placeholder', null, 'keys', '[]'::jsonb) order by ord)
        from unnest(images) with ordinality as i(url, ord)), '[]'::jsonb)
    `.execute(db);
    await sql`alter table properties drop column images`.execute(db);

    await sql`alter table properties drop constraint properties_status_check`.execute(db);
    await sql`update properties set status = 'unlisted' where status = 'archived'`.execute(db);
    await sql`update properties set published_at = created_at where status <> 'draft'`.execute(db);
    await sql`alter table properties add constraint properties_status_check
      check (status in ('draft', 'published', 'unlisted'))`.execute(db);

    // A listing that has been on the market has everything a guest's page and a booking need.
    await sql`alter table properties add constraint properties_complete_check check (
      status = 'draft' or (
        title is not null and description is not null and listing_type is not null
        and category is not null and subcategory is not null and location is not null
        and lat is not null and lng is not null and price_amount is not null
        and max_guests is not null and refund_policy is not null and instant_book is not null
        and published_at is not null))`.execute(db);
    await sql`alter table properties add constraint properties_photos_check
      check (jsonb_typeof(photos) = 'array' and jsonb_typeof(extra_fees) = 'array')`.execute(db);
    await sql`alter table properties add constraint properties_highlights_check
      check (cardinality(highlights) <= 3)`.execute(db);

    await sql`drop index properties_host_idx`.execute(db);
    await sql`create index properties_host_idx on properties (host_id, updated_at desc)
      where deleted_at is null`.execute(db);
  },

  async down(): Promise<void> {
    throw new Error('listing_wizard_fields cannot be undone: drafts have no complete form');
  },
};
