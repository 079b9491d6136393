import { sql, type Kysely } from 'kysely';

/**
 * Step-up codes: a signed-in user confirms a sensitive change (payout details) with a code sent
 * to the account's own address. They live beside the sign-up and reset codes, under their own
 * purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;
    alter table one_time_codes add constraint one_time_codes_purpose_check
      check (purpose in ('verify_email', 'reset_password', 'confirm_payout'));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from one_time_codes where purpose = 'confirm_payout';
    alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;
    alter table one_time_codes add constraint one_time_codes_purpose_check
      check (purpose in ('verify_email', 'reset_password'));
  `.execute(db);
}
