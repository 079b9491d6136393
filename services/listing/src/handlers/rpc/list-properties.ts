import type { ListingRpc, ListPropertiesReply, RpcParsedRequestOf } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor } from '@arrendo/kit';
import { toPropertySummary } from '../../domain/property-mapper.js';
import type { ListingDeps } from '../../app/deps.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.listProperties>;

/** `rpc.listing.property.list`: published listings (of one host if asked), newest first, keyset-paged. */
export function listPropertiesHandler(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Request): Promise<ListPropertiesReply> => {
    const after = req.cursor ? decodeTimestampIdCursor(req.cursor) : undefined;
    const filter = { listingType: req.listingType, hostId: req.hostId };
    const [rows, total] = await Promise.all([
      repo.listPublished({ ...filter, after, limit: req.limit }),
      repo.countPublished(filter),
    ]);
    const page = rows.slice(0, req.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > req.limit && last
        ? encodeTimestampIdCursor({ createdAt: last.cursorCreatedAt, id: last.row.id })
        : null;
    return { items: page.map((r) => toPropertySummary(r.row)), nextCursor, total };
  };
}
