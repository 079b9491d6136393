import { Uuid, type IdentityRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';
import { AdminAuditRepository } from '../../repositories/admin-audit.repository.js';

/** `rpc.identity.admin.audit`: the admin audit log, newest first (decision 0045). */
export function adminAuditHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.adminAudit> {
  return async ({ cursor, limit, actor, ...filters }, call) => {
    await requireAdmin(deps.db, call.actor);
    const repository = new AdminAuditRepository(deps.db);
    // An actor is typed as an id or as an address; an address is matched to today's accounts.
    const actorIds = actor
      ? Uuid.safeParse(actor).success
        ? [actor.toLowerCase()]
        : await repository.actorIdsByEmail(actor)
      : undefined;
    // One extra row tells whether another page exists without a count query.
    const rows = await repository.list(
      { ...filters, actorIds },
      { after: cursor ? decodeTimestampIdCursor(cursor) : null, limit: limit + 1 },
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        service: row.service,
        occurredAt: row.occurredAt.toISOString(),
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        action: row.action,
        target: { type: row.targetType, id: row.targetId },
        before: row.before,
        after: row.after,
        reason: row.reason,
        ip: row.ip,
      })),
      nextCursor:
        rows.length > limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursorAt, id: last.id })
          : null,
    };
  };
}
