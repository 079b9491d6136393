import type { Kysely } from 'kysely';
import type { DB, PushSubscriptionRow } from '../db/types.js';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** The browsers that receive a user's pushes (`push_subscriptions`). */
export class PushSubscriptionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores a browser's subscription, one row per endpoint. The endpoint is a capability URL:
   * only the browser holding the subscription (and its push service) knows it, together with
   * the keys. So when someone else signs in on that browser and subscribes, the row moves to
   * them: the device now belongs to whoever uses it, and the previous user's pushes stop going
   * there. A move needs the same keys as well: someone who learned only an endpoint cannot
   * take over another user's device (their pushes would go there sealed to keys the browser
   * does not hold). Returns false when the endpoint is someone else's under other keys.
   */
  async upsert(input: NewPushSubscription): Promise<boolean> {
    const row = await this.db
      .insertInto('push_subscriptions')
      .values({
        user_id: input.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        user_agent: input.userAgent,
      })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            user_agent: eb.ref('excluded.user_agent'),
            updated_at: new Date(),
          }))
          .where((eb) =>
            eb.or([
              eb('push_subscriptions.user_id', '=', eb.ref('excluded.user_id')),
              eb.and([
                eb('push_subscriptions.p256dh', '=', eb.ref('excluded.p256dh')),
                eb('push_subscriptions.auth', '=', eb.ref('excluded.auth')),
              ]),
            ]),
          ),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The caller's own subscription of that endpoint; someone else's stays. */
  async removeOwn(userId: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  /** Gone at the push service (404/410): the browser unsubscribed or the grant expired. */
  async removeExpired(id: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('id', '=', id)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async countForUser(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The ids of a user's subscriptions, oldest first (the relay queues one job per id). */
  async idsForUser(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async find(id: string): Promise<PushSubscriptionRow | undefined> {
    return this.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
