import { createFileRoute } from '@tanstack/react-router';
import {
  PaymentsPage,
  PaymentsPageError,
  PaymentsPagePending,
} from '@/features/payments/components/payments-page';

export const Route = createFileRoute('/_authenticated/payments')({
  // The tab in the address (`?tab=payouts`: the host's payouts, else the payments; read by the
  // page itself, see use-url-search.ts): the ledger or the list's first page. The module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const { loadPaymentsTab } = await import('@/features/payments/tabs');
    await loadPaymentsTab(context.queryClient, location.search as Record<string, unknown>);
  },
  pendingComponent: PaymentsPagePending,
  errorComponent: PaymentsPageError,
  component: PaymentsPage,
});
