import { createFileRoute } from '@tanstack/react-router';
import { PayoutSetupError } from '@/features/payout-setup/components/payout-setup-error';
import { PayoutSetupPage } from '@/features/payout-setup/components/payout-setup-page';
import { PayoutSetupPending } from '@/features/payout-setup/components/payout-setup-pending';

export const Route = createFileRoute('/_authenticated/payment-setup')({
  // The host's bank account and any change waiting for its code. The query's module is imported
  // when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { payoutSetupQueryOptions } = await import('@/features/payout-setup/api');
    await context.queryClient.ensureQueryData(payoutSetupQueryOptions());
  },
  pendingComponent: PayoutSetupPending,
  errorComponent: PayoutSetupError,
  component: PayoutSetupPage,
});
