// A plain function: read by the page itself from the address (see features/trips/search.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/revenue?batch=<id>`: the payout batch opened below the list. */
export interface RevenueSearch {
  batch?: string;
}

export function parseRevenueSearch(search: Record<string, unknown>): RevenueSearch {
  return typeof search.batch === 'string' && UUID.test(search.batch) ? { batch: search.batch } : {};
}
