import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  DevPayError,
  DevPayNotFound,
  DevPayPage,
  DevPayPending,
} from '@/features/dev-pay/components/dev-pay-page';

/** The dev provider's page: the payment is the signed-in payer's, so it needs a session too. */
export const Route = createFileRoute('/_authenticated/pay/dev/$paymentId')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.paymentId).success) throw notFound();
  },
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, params }) => {
    const { paymentQueryOptions } = await import('@/features/dev-pay/api');
    try {
      await context.queryClient.ensureQueryData(paymentQueryOptions(params.paymentId));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: DevPayPending,
  errorComponent: DevPayError,
  notFoundComponent: DevPayNotFound,
  component: DevPayRoute,
});

function DevPayRoute() {
  const { paymentId } = Route.useParams();
  return <DevPayPage key={paymentId} paymentId={paymentId} />;
}
