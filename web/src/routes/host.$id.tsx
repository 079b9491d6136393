import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { hostQueryOptions, isHostId } from '@/features/hosts/api';
import { HostProfilePage } from '@/features/hosts/components/host-profile-page';
import { HostProfileSkeleton } from '@/features/hosts/components/host-profile-skeleton';
import { RouteError } from '@/features/shell/components/route-error';

/** The public host profile: anyone may open it, signed in or not. */
export const Route = createFileRoute('/host/$id')({
  loader: async ({ context, params }) => {
    if (!isHostId(params.id)) throw notFound();
    try {
      await context.queryClient.ensureQueryData(hostQueryOptions(params.id));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: HostProfileSkeleton,
  errorComponent: RouteError,
  component: HostRoute,
});

function HostRoute() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(hostQueryOptions(id));
  return <HostProfilePage data={data} />;
}
