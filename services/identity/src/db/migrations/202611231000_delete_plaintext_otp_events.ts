import { sql, type Kysely } from 'kysely';

/**
 * v1 `otp.requested` events carried the plain code. Published ones have done their job;
 * unpublished ones must never reach JetStream now (their codes have expired or will before any
 * email goes out; the user asks for a new one). Runs after the kit's migrations: `outbox` exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM outbox WHERE subject = 'evt.identity.otp.requested'`.execute(db);
}
