import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * A listing's change of market (publish again, unpublish, delete) asks the booking service with
 * no transaction open (decision 0038), so the row records which request is talking to booking
 * about it meanwhile: one at a time per listing, and a claim left by a process that died lapses
 * (`handlers/rpc/market-change.ts`).
 */
export const listingMarketChange: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table properties
        add column market_change_token uuid,
        add column market_change_at timestamptz,
        add constraint properties_market_change_check
          check ((market_change_token is null) = (market_change_at is null))`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table properties
        drop constraint if exists properties_market_change_check,
        drop column if exists market_change_token,
        drop column if exists market_change_at`.execute(db);
  },
};
