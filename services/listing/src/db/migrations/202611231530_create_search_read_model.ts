import { DEFAULT_OPENING_HOURS } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * The search read model (docs: services/listing/README.md, "Search"): one narrow row per listing
 * on the market carrying everything a search filters and sorts on, including its availability
 * as ranges on the row itself, so a search needs no join and no per-row subquery. Kept true by
 * `refresh_search_documents(ids)`, called in the same transaction as every write that changes
 * what search shows, and fed by the projection of the booking service's events
 * (`search_calendars`, `search_bookings`).
 *
 * Geo uses the built-in `point` (x = lng, y = lat) with GiST, not earthdistance: its functions
 * resolve `earth`/`cube` through the search_path, which the kit binds to this schema.
 */
export const createSearchReadModel: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table search_calendars (
        property_id uuid primary key,
        version integer not null,
        time_zone text not null,
        rules jsonb not null,
        blocks datemultirange not null default '{}',
        updated_at timestamptz not null default now()
      )`.execute(db);

    await sql`
      create table search_bookings (
        booking_id uuid primary key,
        property_id uuid not null,
        period tstzrange not null,
        state text not null check (state in ('held', 'confirmed', 'released')),
        expires_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index search_bookings_property_idx
      on search_bookings (property_id) where state <> 'released'`.execute(db);
    // Trending counts one listing's saves; the wishlist table has no index leading with it.
    await sql`create index wishlist_items_property_saved_idx
      on wishlist_items (property_id, saved_at)`.execute(db);

    await sql`
      create table search_documents (
        id uuid primary key references properties (id) on delete cascade,
        listing_type text not null,
        category text not null,
        subcategory text not null,
        highlights text[] not null,
        geo point not null,
        lat double precision not null,
        lng double precision not null,
        max_guests integer not null,
        bedrooms integer not null,
        bathrooms integer not null,
        price_amount bigint not null,
        amenities text[] not null,
        pets_allowed boolean not null,
        instant_book boolean not null,
        rating numeric(3,2) not null,
        review_count integer not null,
        published_at timestamptz not null,
        trending_score integer not null default 0,
        time_zone text not null,
        min_hours integer,
        blocked_weekdays integer not null default 0,
        open_week int4multirange not null default '{}',
        unavailable_days datemultirange not null default '{}',
        busy tstzmultirange not null default '{}',
        stale_at timestamptz,
        refreshed_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index search_documents_geo_idx on search_documents using gist (geo)`.execute(
      db,
    );
    await sql`create index search_documents_price_idx
      on search_documents (listing_type, price_amount, id)`.execute(db);
    await sql`create index search_documents_rating_idx
      on search_documents (listing_type, rating desc, review_count desc, id)`.execute(db);
    await sql`create index search_documents_newest_idx
      on search_documents (listing_type, published_at desc, id desc)`.execute(db);
    await sql`create index search_documents_amenities_idx
      on search_documents using gin (amenities)`.execute(db);
    await sql`create index search_documents_stale_idx
      on search_documents (stale_at) where stale_at is not null`.execute(db);

    // `HH:MM` (or 24:00) → minutes since midnight.
    await sql`
      create function search_minutes(t text) returns integer
      language sql immutable parallel safe
      as $$ select split_part(t, ':', 1)::int * 60 + split_part(t, ':', 2)::int $$`.execute(db);

    // Haversine in whole metres; plain SQL so the planner inlines it. least(): rounding may
    // push the argument of asin a hair above 1.
    await sql`
      create function search_distance_m(lat1 float8, lng1 float8, lat2 float8, lng2 float8)
      returns integer language sql immutable parallel safe
      as $$ select round(12742000 * asin(least(1, sqrt(
        power(sin(radians(lat2 - lat1) / 2), 2)
        + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))))::int $$
    `.execute(db);

    // The public point of a listing, exactly as `approximateLocation` (domain/approximate.ts)
    // computes it: search filters and measures on what guests are shown, never on the pin
    // (a tiny map area must not reveal where the listing really is).
    await sql`
      create function search_public_point(pid uuid, lat float8, lng float8) returns point
      language sql immutable parallel safe
      as $$
        with h as (select sha256(convert_to('approximate:' || pid::text, 'UTF8')) as d),
        u as (
          select ((get_byte(d, 0)::bigint << 24) | (get_byte(d, 1) << 16)
                  | (get_byte(d, 2) << 8) | get_byte(d, 3))::float8 as u0,
                 ((get_byte(d, 4)::bigint << 24) | (get_byte(d, 5) << 16)
                  | (get_byte(d, 6) << 8) | get_byte(d, 7))::float8 as u1
          from h),
        a as (select u0 / 4294967296.0::float8 * 2 * pi() as angle,
                     120 + u1 / 4294967296.0::float8 * 240 as dist from u)
        select point(
          round(least(180, greatest(-180, lng + dist * sin(angle)
            / (111320 * greatest(cos(radians(lat)), 0.01))))::numeric, 5)::float8,
          round(least(90, greatest(-90, lat + dist * cos(angle) / 111320))::numeric, 5)::float8)
        from a
      $$`.execute(db);

    const defaultHours = JSON.stringify(DEFAULT_OPENING_HOURS).replaceAll("'", "''");
    await sql`
      create function refresh_search_documents(ids uuid[]) returns void
      language plpgsql as $fn$
      begin
        -- Serialises with every write of these listings (they lock the row first), so a document
        -- is always computed from committed, current state.
        perform 1 from properties where id = any(ids) order by id for no key update;

        delete from search_documents d where d.id = any(ids) and not exists (
          select 1 from properties p
          where p.id = d.id and p.status = 'published' and p.deleted_at is null);

        insert into search_documents as d (
          id, listing_type, category, subcategory, highlights, geo, lat, lng, max_guests,
          bedrooms, bathrooms, price_amount, amenities, pets_allowed, instant_book, rating,
          review_count, published_at, trending_score, time_zone, min_hours, blocked_weekdays,
          open_week, unavailable_days, busy, stale_at, refreshed_at)
        select p.id, p.listing_type, p.category, p.subcategory, p.highlights, g.pt, g.pt[1],
          g.pt[0], p.max_guests, coalesce(p.bedrooms, 0), coalesce(p.bathrooms, 0),
          p.price_amount, p.amenities, p.pets_allowed, p.instant_book, p.rating,
          p.review_count, p.published_at,
          (select count(*) from wishlist_items w
            where w.property_id = p.id and w.saved_at > now() - interval '30 days')
          + (select count(*) from search_bookings b
            where b.property_id = p.id and b.state <> 'released'
              and b.created_at > now() - interval '30 days'),
          p.time_zone, p.min_hours, m.mask,
          case when p.listing_type = 'experience' then o.open_week else '{}' end,
          coalesce(c.blocks, '{}') * datemultirange(daterange(current_date - 2, null))
            + case when p.listing_type = 'home' then coalesce(bk.days, '{}') else '{}' end,
          case when p.listing_type = 'experience' then coalesce(bk.busy, '{}') else '{}' end,
          bk.stale_at, now()
        from properties p
        cross join lateral (select search_public_point(p.id, p.lat, p.lng) as pt) g
        left join search_calendars c on c.property_id = p.id
        cross join lateral (
          select coalesce((select sum(1 << (w::int - 1))
            from jsonb_array_elements_text(c.rules -> 'blockedWeekdays') w), 0)::int as mask) m
        cross join lateral (
          select coalesce(range_agg(int4range(
              (h.weekday - 1) * 1440 + search_minutes(h."open"),
              (h.weekday - 1) * 1440 + search_minutes(h."close"))), '{}') as open_week
          from jsonb_to_recordset(coalesce(c.rules -> 'openingHours', '${sql.raw(defaultHours)}'::jsonb))
            as h(weekday int, "open" text, "close" text)
          where (m.mask & (1 << (h.weekday - 1))) = 0) o
        -- Active bookings: confirmed, or held and not lapsed. Homes lose the local days a
        -- booking touches; hourly spaces its exact period. Past ones no longer matter.
        cross join lateral (
          select range_agg(b.period) as busy,
            range_agg(daterange((lower(b.period) at time zone p.time_zone)::date,
              ((upper(b.period) at time zone p.time_zone) - interval '1 microsecond')::date + 1))
              as days,
            min(b.expires_at) filter (where b.state = 'held') as stale_at
          from search_bookings b
          where b.property_id = p.id and upper(b.period) > now() - interval '2 days'
            and (b.state = 'confirmed' or (b.state = 'held' and b.expires_at > now()))) bk
        where p.id = any(ids) and p.status = 'published' and p.deleted_at is null
        on conflict (id) do update set
          listing_type = excluded.listing_type, category = excluded.category,
          subcategory = excluded.subcategory, highlights = excluded.highlights,
          geo = excluded.geo, lat = excluded.lat, lng = excluded.lng,
          max_guests = excluded.max_guests, bedrooms = excluded.bedrooms,
          bathrooms = excluded.bathrooms, price_amount = excluded.price_amount,
          amenities = excluded.amenities, pets_allowed = excluded.pets_allowed,
          instant_book = excluded.instant_book, rating = excluded.rating,
          review_count = excluded.review_count, published_at = excluded.published_at,
          trending_score = excluded.trending_score, time_zone = excluded.time_zone,
          min_hours = excluded.min_hours, blocked_weekdays = excluded.blocked_weekdays,
          open_week = excluded.open_week, unavailable_days = excluded.unavailable_days,
          busy = excluded.busy, stale_at = excluded.stale_at, refreshed_at = excluded.refreshed_at;
      end
      $fn$`.execute(db);

    await sql`select refresh_search_documents(array(
      select id from properties where status = 'published' and deleted_at is null))`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists refresh_search_documents(uuid[])`.execute(db);
    await sql`drop function if exists search_public_point(uuid, float8, float8)`.execute(db);
    await sql`drop function if exists search_distance_m(float8, float8, float8, float8)`.execute(
      db,
    );
    await sql`drop function if exists search_minutes(text)`.execute(db);
    await sql`drop table if exists search_documents`.execute(db);
    await sql`drop table if exists search_bookings`.execute(db);
    await sql`drop table if exists search_calendars`.execute(db);
    await sql`drop index if exists wishlist_items_property_saved_idx`.execute(db);
  },
};
