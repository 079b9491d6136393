import { z } from 'zod';

// Read by the page itself, not the route's `validateSearch`: the address's checks then load with
// the page instead of riding in the app's entry (as the dashboard's `?days=`; see b79042e).
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RunId = z.string().regex(RUN_ID);

/**
 * `/admin/booking-stress-test` and `/admin/stress-test`: `?run=<id>` shows that run (the newest
 * without it), `?compare=<id>,<id>` puts two runs side by side. A hand-edited address that
 * does not parse reads as missing, not as an error.
 */
export const StressSearch = z.object({
  run: RunId.optional().catch(undefined),
  compare: z.string().optional().catch(undefined),
});
export type StressSearch = z.infer<typeof StressSearch>;

/** The runs `?compare=` names: valid ids only, two at most, no repeats. */
export function comparedIds(compare: string | undefined): string[] {
  if (!compare) return [];
  const ids = compare.split(',').filter((id) => RUN_ID.test(id));
  return [...new Set(ids)].slice(0, 2);
}

/** `?compare=` for a pick: left out when nothing is picked. */
export function compareParam(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.join(',');
}
