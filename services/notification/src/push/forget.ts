import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { PushDeliveryRepository } from './delivery.repository.js';

/** A deleted account keeps no devices here: its subscriptions and their delivery records go. */
export async function forgetPushDevices(db: Kysely<DB>, userId: string): Promise<void> {
  const removed = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  await new PushDeliveryRepository(db).deleteForSubscriptions(removed.map((r) => r.id));
}
