import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  ClaimPage,
  ClaimPageError,
  ClaimPagePending,
} from '@/features/claims/components/claim-page';

export const Route = createFileRoute('/_authenticated/claims/$claimId')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.claimId).success) throw notFound();
  },
  // A claim that does not exist, or of which the visitor is neither side (the API answers both
  // alike), is the not-found page; any other failure is the error component with its retry. The
  // query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, params }) => {
    const { claimQueryOptions } = await import('@/features/claims/api');
    try {
      await context.queryClient.ensureQueryData(claimQueryOptions(params.claimId));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: ClaimPagePending,
  errorComponent: ClaimPageError,
  component: ClaimRoute,
});

function ClaimRoute() {
  const { claimId } = Route.useParams();
  return <ClaimPage key={claimId} claimId={claimId} />;
}
