import { ListingRpc } from '@arrendo/contracts';
import type { ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { getPropertyHandler } from './handlers/rpc/get-property.js';
import { importPropertiesHandler } from './handlers/rpc/import-properties.js';
import { listPropertiesHandler } from './handlers/rpc/list-properties.js';
import { PropertyRepository } from './repositories/property.repository.js';

export function registerHandlers(ctx: ServiceContext<DB, ListingEnv>): void {
  const repo = new PropertyRepository(ctx.db);

  ctx.rpc.handle(ListingRpc.listProperties, listPropertiesHandler(repo));
  ctx.rpc.handle(ListingRpc.getProperty, getPropertyHandler(repo));
  ctx.rpc.handle(ListingRpc.importProperties, importPropertiesHandler(repo));

  // Every subject the contract promises must have a handler (health is the kit's).
  const missing = Object.values(ListingRpc)
    .map((d) => d.subject)
    .filter((subject) => !ctx.rpc.subjects.includes(subject));
  if (missing.length > 0) throw new Error(`listing: no handler for ${missing.join(', ')}`);
}
