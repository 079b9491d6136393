import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  RevenueSummary,
  type MarkPayoutBody,
  AdminPayout,
  PayoutBatch,
  PayoutBatchList,
  PayoutLine,
} from '@arrendo/contracts/web';
import { api, buildUrl } from '@/lib/api-client';

/**
 * `/admin/revenue`: the platform's fees (contracts `http/payments.ts`) and the host payouts
 * (`http/payouts.ts`, decision 0041). Every answer of an admin refetches the whole page's data.
 */
export const ADMIN_REVENUE_KEY = ['admin', 'revenue'] as const;

/** The months the summary covers. */
export const REVENUE_MONTHS = 12;

export const revenueSummaryQuery = queryOptions({
  queryKey: [...ADMIN_REVENUE_KEY, 'summary', REVENUE_MONTHS],
  queryFn: ({ signal }) =>
    api.get('/admin/revenue', RevenueSummary, { query: { months: REVENUE_MONTHS }, signal }),
});

export const payoutBatchesQuery = queryOptions({
  queryKey: [...ADMIN_REVENUE_KEY, 'batches'],
  queryFn: ({ signal }) => api.get('/admin/payouts', PayoutBatchList, { signal }),
});

export function payoutBatchQuery(batchId: string) {
  return queryOptions({
    queryKey: [...ADMIN_REVENUE_KEY, 'batches', batchId],
    queryFn: ({ signal }) =>
      api.get(`/admin/payouts/batches/${encodeURIComponent(batchId)}`, PayoutBatch, { signal }),
  });
}

/**
 * The revenue report as CSV, over the same months as the summary: a plain link, the browser
 * saves the attachment (each download is audited by the payment service).
 */
export function revenueCsvHref(months: number = REVENUE_MONTHS): string {
  return buildUrl('/admin/revenue/export', { months });
}

/** The bank's upload file: a plain link, the browser saves the attachment. */
export function batchCsvHref(batchId: string): string {
  return buildUrl(`/admin/payouts/batches/${encodeURIComponent(batchId)}/csv`);
}

export interface ClaimBody {
  bookingId: string;
  amount: number;
  note: string;
  /** Made once per form, so a double submit lands once. */
  key: string;
}

export const adminPayoutsApi = {
  mark: (payoutId: string, body: MarkPayoutBody) =>
    api.post(`/admin/payouts/${encodeURIComponent(payoutId)}/outcome`, body, AdminPayout),
  claim: (body: ClaimBody) => api.post('/admin/payouts/claims', body, PayoutLine),
};

/** What `/admin/revenue` needs before it draws: the summary and the batches. */
export function loadRevenuePage(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(revenueSummaryQuery),
    queryClient.ensureQueryData(payoutBatchesQuery),
  ]);
}
