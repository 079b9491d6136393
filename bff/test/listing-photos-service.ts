import { randomUUID } from 'node:crypto';
import type { StoredPhoto } from '@arrendo/contracts';
import { startService } from '@arrendo/kit';
import { createTestDatabase, deleteStreams, testEnv } from '@arrendo/kit/testing';
import { migrations } from '../../services/listing/src/db/migrations/index.js';
import { envSchema } from '../../services/listing/src/env.js';
import { registerPhotoHandlers } from '../../services/listing/src/photo-handlers.js';

/**
 * The listing service's photo subjects in-process on a fresh database. Listings are inserted as
 * rows: a draft needs only its id, host and status.
 */
export async function startListingPhotos(prefix: string) {
  const database = await createTestDatabase('bff_listing_photos');
  const running = await startService({
    name: 'listing',
    migrations,
    envSchema,
    register: registerPhotoHandlers,
    overrides: { env: testEnv({ databaseUrl: database.url, prefix }) },
  });
  const db = running.ctx.db;
  return {
    async draft(hostId: string, photos: StoredPhoto[] = []): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('properties')
        .values({ id, host_id: hostId, status: 'draft', photos: JSON.stringify(photos) })
        .execute();
      return id;
    },
    async photosOf(id: string): Promise<StoredPhoto[]> {
      const row = await db
        .selectFrom('properties')
        .select('photos')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.photos;
    },
    async stop() {
      await running.stop();
      await deleteStreams(prefix);
      await database.drop();
    },
  };
}
