import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  ClaimAdminError,
  ClaimAdminPage,
  ClaimAdminPending,
} from '@/features/admin/claims/components/claim-admin-page';

export const Route = createFileRoute('/_authenticated/admin/claims/$claimId')({
  loader: async ({ context, params }) => {
    const { adminClaimQuery } = await import('@/features/admin/claims/api');
    await context.queryClient.ensureQueryData(adminClaimQuery(params.claimId));
  },
  pendingComponent: ClaimAdminPending,
  errorComponent: ClaimError,
  component: ClaimRoute,
});

function ClaimRoute() {
  const { claimId } = Route.useParams();
  return <ClaimAdminPage key={claimId} claimId={claimId} />;
}

function ClaimError(props: ErrorComponentProps) {
  return <ClaimAdminError {...props} />;
}
