import { sql, type Kysely } from 'kysely';

/**
 * The admin's VAT display default (`/admin/settings`): whether visitors who never touched the
 * 'prices with taxes' toggle see prices with the fee and its IVA. Off, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE platform_settings
      ADD COLUMN show_tax_included_by_default boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE platform_settings DROP COLUMN IF EXISTS show_tax_included_by_default`.execute(db);
}
