import type { ListingRpc, ListPublishedReply, RpcParsedRequestOf } from '@arrendo/contracts';
import type { ListingDeps } from '../../app/deps.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.listPublished>;

/**
 * `rpc.listing.property.listPublished`: every published listing's id, host and last change, by
 * id. One extra row is read to tell whether another page follows.
 */
export function listPublishedHandler(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Request): Promise<ListPublishedReply> => {
    const rows = await repo.listPublishedRefs(req.after, req.limit + 1);
    const page = rows.slice(0, req.limit);
    return {
      items: page.map((r) => ({
        id: r.id,
        hostId: r.host_id,
        updatedAt: r.updated_at.toISOString(),
      })),
      nextAfter: rows.length > req.limit ? (page.at(-1)?.id ?? null) : null,
    };
  };
}
