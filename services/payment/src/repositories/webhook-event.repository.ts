import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, WebhookEventsTable } from '../db/types.js';

/** Provider notices already applied, by (provider, event id): a replay is recognised here. */
export class WebhookEventRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** False when the notice was recorded before. */
  async record(event: Insertable<WebhookEventsTable>): Promise<boolean> {
    const inserted = await this.db
      .insertInto('webhook_events')
      .values(event)
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning(sql<number>`1`.as('one'))
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
