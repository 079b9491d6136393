import { randomUUID } from 'node:crypto';
import type { StoredPhoto } from '@arrendo/contracts';
import { createTestDatabase, deleteStreams, testEnv } from '@arrendo/kit/testing';
import { startListingService } from '@arrendo/listing/testing';

/**
 * The listing service's photo subjects in-process on a fresh database. Listings are inserted as
 * rows: a draft needs only its id, host and status.
 */
export async function startListingPhotos(prefix: string) {
  const database = await createTestDatabase('bff_listing_photos');
  const running = await startListingService(testEnv({ databaseUrl: database.url, prefix }), {
    photosOnly: true,
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
