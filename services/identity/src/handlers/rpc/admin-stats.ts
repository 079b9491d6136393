import { sql } from 'kysely';
import type { IdentityRpc } from '@arrendo/contracts';
import { dailySeries, localDateRange, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';

/**
 * The admin dashboard's users: accounts not deleted, and sign-ups per platform date (through
 * `users_created_at_id_idx`). Admins only, as the database knows them now.
 */
export function adminStatsHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.adminStats> {
  return async ({ from, to }, call) => {
    await requireAdmin(deps.db, call.actor);
    const { start, end } = localDateRange(from, to);
    const [total, newUsers] = await Promise.all([
      deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '<>', 'deleted')
        .executeTakeFirstOrThrow(),
      dailySeries(
        deps.db,
        { from, to },
        sql`SELECT created_at AS at, 1 AS value FROM users
            WHERE created_at >= ${start} AND created_at < ${end}`,
      ),
    ]);
    return {
      total: Number(total.n),
      newInPeriod: newUsers.reduce((sum, day) => sum + day.value, 0),
      newUsers,
    };
  };
}
