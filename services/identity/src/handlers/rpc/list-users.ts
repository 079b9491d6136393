import type { IdentityRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';

export function listUsersHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.listUsers> {
  return async ({ cursor, limit, q, status }, call) => {
    await requireAdmin(deps.db, call.actor);
    // One extra row tells whether another page exists without a count query.
    const rows = await reposFor(deps.db).users.list({
      cursor: cursor ? decodeTimestampIdCursor(cursor) : undefined,
      limit: limit + 1,
      q: q || undefined,
      status,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        email: row.email,
        status: row.status,
        roles: row.roles,
        fullName: row.fullName,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor:
        rows.length > limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursorCreatedAt, id: last.id })
          : null,
    };
  };
}
