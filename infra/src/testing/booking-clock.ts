import { sql, type Kysely } from 'kysely';
import { createDatabase, createLogger } from '@arrendo/kit';

/**
 * Moves a confirmed booking's whole period back so it ended `hoursAgo` hours ago, as if the
 * browser test had waited for the stay to happen: reviews (decision 0044) open only after a
 * booking ends, and a hold can only be made for the future. Only the booking service's row
 * moves (its generated start columns follow); the booking keeps its length.
 */
export async function endBookingIn(
  databaseUrl: string,
  bookingId: string,
  hoursAgo = 1,
): Promise<void> {
  const database = createDatabase<unknown>({
    url: databaseUrl,
    schema: 'booking',
    logger: createLogger({ name: 'e2e-database', level: 'silent' }),
    max: 1,
  });
  try {
    const db: Kysely<unknown> = database.db;
    const moved = await sql`
      UPDATE bookings
      SET period = tstzrange(
        lower(period) - (upper(period) - (now() - make_interval(hours => ${hoursAgo}))),
        now() - make_interval(hours => ${hoursAgo}), '[)')
      WHERE id = ${bookingId} AND status = 'confirmed'`.execute(db);
    if (!moved.numAffectedRows) throw new Error(`No confirmed booking ${bookingId}`);
  } finally {
    await database.close();
  }
}
