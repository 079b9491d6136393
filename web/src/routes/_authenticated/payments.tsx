import { createFileRoute } from '@tanstack/react-router';
import {
  PaymentsPage,
  PaymentsPageError,
  PaymentsPagePending,
} from '@/features/payments/components/payments-page';

export const Route = createFileRoute('/_authenticated/payments')({
  // The first page of the list. The query's module is imported when the loader runs (see
  // bookings.$id.tsx).
  loader: async ({ context }) => {
    const { myPaymentsQueryOptions } = await import('@/features/bookings/api');
    await context.queryClient.ensureQueryData(myPaymentsQueryOptions());
  },
  pendingComponent: PaymentsPagePending,
  errorComponent: PaymentsPageError,
  component: PaymentsPage,
});
