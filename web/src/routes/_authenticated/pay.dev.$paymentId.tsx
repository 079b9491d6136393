import { createFileRoute } from '@tanstack/react-router';
import { DevPayPage } from '@/features/dev-pay/components/dev-pay-page';

/** The dev provider's page: the payment is the signed-in payer's, so it needs a session too. */
export const Route = createFileRoute('/_authenticated/pay/dev/$paymentId')({
  component: DevPayRoute,
});

function DevPayRoute() {
  const { paymentId } = Route.useParams();
  return <DevPayPage key={paymentId} paymentId={paymentId} />;
}
