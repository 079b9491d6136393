import { ListingRpc } from '@arrendo/contracts';
import type { ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { getPropertyHandler } from './handlers/rpc/get-property.js';
import { listPropertiesHandler } from './handlers/rpc/list-properties.js';
import { PropertyRepository } from './repositories/property.repository.js';
import { seedDemoData } from './seed/seed-demo-data.js';

export async function registerHandlers(ctx: ServiceContext<DB, ListingEnv>): Promise<void> {
  const repo = new PropertyRepository(ctx.db);

  // Before the RPCs are served, so the first list after start already sees the catalogue.
  if (ctx.env.SEED_DEMO_DATA) {
    const result = await seedDemoData({
      repo,
      mediaDir: ctx.env.MEDIA_DIR,
      publicMediaBase: ctx.env.PUBLIC_MEDIA_BASE,
      now: new Date(),
    });
    ctx.logger.info(result, 'demo data');
  }

  ctx.rpc.handle(ListingRpc.listProperties, listPropertiesHandler(repo));
  ctx.rpc.handle(ListingRpc.getProperty, getPropertyHandler(repo));

  // Every subject the contract promises must have a handler (health is the kit's).
  const missing = Object.values(ListingRpc)
    .map((d) => d.subject)
    .filter((subject) => !ctx.rpc.subjects.includes(subject));
  if (missing.length > 0) throw new Error(`listing: no handler for ${missing.join(', ')}`);
}
