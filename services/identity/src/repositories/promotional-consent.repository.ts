import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface PromotionalConsentChangeRecord {
  granted: boolean;
  changedAt: Date;
  source: string;
}

export class PromotionalConsentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The newest change: the current state. Undefined when the user never answered. */
  async findLatest(userId: string): Promise<PromotionalConsentChangeRecord | undefined> {
    const row = await this.db
      .selectFrom('promotional_consents')
      .select(['granted', 'changed_at', 'source'])
      .where('user_id', '=', userId)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { granted: row.granted, changedAt: row.changed_at, source: row.source };
  }

  /** Every change, oldest first. */
  async history(userId: string): Promise<PromotionalConsentChangeRecord[]> {
    const rows = await this.db
      .selectFrom('promotional_consents')
      .select(['granted', 'changed_at', 'source'])
      .where('user_id', '=', userId)
      .orderBy('changed_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((r) => ({ granted: r.granted, changedAt: r.changed_at, source: r.source }));
  }

  async insert(userId: string, change: PromotionalConsentChangeRecord): Promise<void> {
    await this.db
      .insertInto('promotional_consents')
      .values({
        user_id: userId,
        granted: change.granted,
        changed_at: change.changedAt,
        source: change.source,
      })
      .execute();
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('promotional_consents').where('user_id', '=', userId).execute();
  }
}
