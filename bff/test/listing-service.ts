import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, deleteStreams, testEnv } from '@arrendo/kit/testing';
import { startListingService } from '@arrendo/listing/testing';
import { runSeed } from '@arrendo/seed';

/**
 * The real listing service, in-process, on a fresh database seeded with the demo catalogue.
 * `db` lets a test set up what no route of its own makes (e.g. a draft's photos).
 * `withIdentity`: the hosts are made as identity users (an identity service must be running on
 * the same prefix); otherwise they are stand-in ids.
 */
export async function startListing(prefix: string, options: { withIdentity?: boolean } = {}) {
  const database = await createTestDatabase('bff_listing');
  const mediaDir = mkdtempSync(join(tmpdir(), 'arrendo-media-'));
  const running = await startListingService(testEnv({ databaseUrl: database.url, prefix }));
  // The demo catalogue, as `pnpm start` seeds it: through the listing service's import command.
  await runSeed(
    {
      client: running.ctx.client,
      logger: running.ctx.logger,
      mediaDir,
      publicMediaBase: '/media',
      now: new Date(),
      waitMs: 10_000,
    },
    { withoutIdentity: !options.withIdentity, withoutBookings: true },
  );
  let stopped = false;
  return {
    db: running.ctx.db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.stop();
      await database.drop();
      await deleteStreams(prefix);
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
