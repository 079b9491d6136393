import { ListingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
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

  registerRpcHandlers(ctx, ListingRpc, {
    listProperties: listPropertiesHandler(repo),
    getProperty: getPropertyHandler(repo),
  });
}
