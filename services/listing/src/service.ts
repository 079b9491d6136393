import { ListingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { getPropertyHandler } from './handlers/rpc/get-property.js';
import { importPropertiesHandler } from './handlers/rpc/import-properties.js';
import { listPropertiesHandler } from './handlers/rpc/list-properties.js';
import { PropertyRepository } from './repositories/property.repository.js';
import { registerPhotoHandlers } from './photo-handlers.js';

export function registerHandlers(ctx: ServiceContext<DB, ListingEnv>): void {
  const repo = new PropertyRepository(ctx.db);

  registerRpcHandlers(ctx, ListingRpc, {
    listProperties: listPropertiesHandler(repo),
    getProperty: getPropertyHandler(repo),
    importProperties: importPropertiesHandler(repo),
  });
  registerPhotoHandlers(ctx);
}
