import { createFileRoute, useLocation } from '@tanstack/react-router';
import { StripeSetupError } from '@/features/stripe-setup/components/stripe-setup-error';
import { StripeSetupPage } from '@/features/stripe-setup/components/stripe-setup-page';
import { StripeSetupPending } from '@/features/stripe-setup/components/stripe-setup-pending';

/**
 * Stripe Connect onboarding for hosts outside Chile. Stripe sends the host back here with
 * `?return=1` or `?refresh=1` (contracts `http/stripe-connect.ts`); they are read in the page
 * rather than by `validateSearch`, as on checkout: route options ship in the entry chunk.
 */
export const Route = createFileRoute('/_authenticated/stripe-setup')({
  // The account as Stripe has it (or that the server has no Stripe). The query's module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { stripeSetupQueryOptions } = await import('@/features/stripe-setup/api');
    await context.queryClient.ensureQueryData(stripeSetupQueryOptions());
  },
  pendingComponent: StripeSetupPending,
  errorComponent: StripeSetupError,
  component: StripeSetupRoute,
});

function StripeSetupRoute() {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const search = new URLSearchParams(searchStr);
  return <StripeSetupPage returned={search.has('return')} refresh={search.has('refresh')} />;
}
