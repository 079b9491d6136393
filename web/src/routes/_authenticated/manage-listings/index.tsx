import { createFileRoute } from '@tanstack/react-router';
import {
  ManageListingsPage,
  ManageListingsPageError,
  ManageListingsPagePending,
} from '@/features/manage-listings/components/manage-listings-page';

export const Route = createFileRoute('/_authenticated/manage-listings/')({
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { myListingsQueryOptions } = await import('@/features/manage-listings/api');
    await context.queryClient.ensureQueryData(myListingsQueryOptions());
  },
  pendingComponent: ManageListingsPagePending,
  errorComponent: ManageListingsPageError,
  component: ManageListingsPage,
});
