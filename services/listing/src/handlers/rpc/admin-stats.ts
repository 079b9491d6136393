import { AppError, type ListingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { ListingDeps } from '../../app/deps.js';

/**
 * The admin dashboard's listings: those not deleted, by status now (a count per status, which
 * `properties_status_created_idx` serves). The period does not narrow them: a catalogue's size
 * is a figure of today. Admins only (the role from the actor; identity decides who has it).
 */
export function adminStatsHandler(deps: ListingDeps): RpcHandler<typeof ListingRpc.adminStats> {
  return async (_span, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can see the dashboard.');
    }
    const rows = await deps.db
      .selectFrom('properties')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    const published = of('published');
    const draft = of('draft');
    const unlisted = of('unlisted');
    return { total: published + draft + unlisted, published, draft, unlisted };
  };
}
