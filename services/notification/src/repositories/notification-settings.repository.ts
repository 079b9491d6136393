import type { Kysely } from 'kysely';
import type { NotificationSetting, NotificationType } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import { switchKey, type StoredSwitches } from '../settings/defaults.js';

/** The only place that reads or writes `notification_settings`. */
export class NotificationSettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The switches one user changed (all types, or one). */
  async switchesOf(userId: string, type?: NotificationType): Promise<StoredSwitches> {
    let query = this.db
      .selectFrom('notification_settings')
      .select(['type', 'channel', 'enabled'])
      .where('user_id', '=', userId);
    if (type) query = query.where('type', '=', type);
    const rows = await query.execute();
    return new Map(rows.map((r) => [switchKey(r.type, r.channel), r.enabled]));
  }

  /** Sets these switches; the same request again changes nothing. */
  async save(userId: string, settings: readonly NotificationSetting[]): Promise<void> {
    if (settings.length === 0) return;
    await this.db
      .insertInto('notification_settings')
      .values(
        settings.map((s) => ({
          user_id: userId,
          type: s.type,
          channel: s.channel,
          enabled: s.enabled,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'type', 'channel']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
  }
}
