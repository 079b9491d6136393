import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface BookingSettingsValues {
  holdMinutes: number;
  requestExpiryHours: number;
}

export interface StoredBookingSettings extends BookingSettingsValues {
  updatedAt: Date;
}

/** `booking_settings`: one row once an admin has saved; none means the defaults. */
export class BookingSettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** `lock`: inside a change, so two admins saving at once are audited one after the other. */
  async get(options: { lock?: boolean } = {}): Promise<StoredBookingSettings | undefined> {
    let query = this.db
      .selectFrom('booking_settings')
      .select(['hold_minutes', 'request_expiry_hours', 'updated_at']);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && {
        holdMinutes: row.hold_minutes,
        requestExpiryHours: row.request_expiry_hours,
        updatedAt: row.updated_at,
      }
    );
  }

  async save(
    values: BookingSettingsValues,
    updatedBy: string | null,
  ): Promise<StoredBookingSettings> {
    const columns = {
      hold_minutes: values.holdMinutes,
      request_expiry_hours: values.requestExpiryHours,
      updated_by: updatedBy,
    };
    const row = await this.db
      .insertInto('booking_settings')
      .values({ id: true, ...columns })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...columns, updated_at: new Date() }))
      .returning(['hold_minutes', 'request_expiry_hours', 'updated_at'])
      .executeTakeFirstOrThrow();
    return {
      holdMinutes: row.hold_minutes,
      requestExpiryHours: row.request_expiry_hours,
      updatedAt: row.updated_at,
    };
  }
}
