import { createFileRoute, notFound, useLocation } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  CheckoutError,
  CheckoutNotFound,
  CheckoutPage,
  CheckoutPending,
} from '@/features/checkout/components/checkout-page';

/**
 * Spec 2.1 lists checkout without a guard, but the booking is the signed-in guest's: a visitor
 * gets the log-in modal like on the other guarded pages. `?payment=failed` is read in the page
 * rather than by `validateSearch`: route options ship in the entry chunk, the component does not.
 */
export const Route = createFileRoute('/_authenticated/checkout/$bookingId')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.bookingId).success) throw notFound();
  },
  // The query's module is imported when the loader runs (see bookings.$id.tsx). A booking that
  // does not exist or is not the visitor's (the API answers both alike) is the not-found panel.
  loader: async ({ context, params }) => {
    const { bookingDetailQueryOptions } = await import('@/features/bookings/api');
    try {
      await context.queryClient.ensureQueryData(bookingDetailQueryOptions(params.bookingId));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: CheckoutPending,
  errorComponent: CheckoutError,
  notFoundComponent: CheckoutNotFound,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { bookingId } = Route.useParams();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const paymentFailed = new URLSearchParams(searchStr).get('payment') === 'failed';
  return <CheckoutPage key={bookingId} bookingId={bookingId} paymentFailed={paymentFailed} />;
}
