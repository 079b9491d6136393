import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { hostQueryOptions, isHostId } from '@/features/hosts/api';
import { isPropertyId, propertyQueryOptions } from '@/features/listings/api';
import { PropertyDetail } from '@/features/listings/components/property-detail';
import { PropertyDetailSkeleton } from '@/features/listings/components/property-detail-skeleton';
import { parsePropertySearch } from '@/features/listings/property/property-search';
import { RouteError } from '@/features/shell/components/route-error';

export const Route = createFileRoute('/property/$id')({
  validateSearch: parsePropertySearch,
  loader: async ({ context, params }) => {
    if (!isPropertyId(params.id)) throw notFound();
    const { queryClient } = context;
    try {
      const property = await queryClient.ensureQueryData(propertyQueryOptions(params.id));
      // The host card, below the listing: asked for now but not waited for (the card has a
      // placeholder; the server's first screen gives it a moment, entry-server.tsx).
      if (isHostId(property.hostId))
        void queryClient.prefetchQuery(hostQueryOptions(property.hostId));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: PropertyDetailSkeleton,
  errorComponent: RouteError,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { id } = Route.useParams();
  const context = Route.useSearch();
  const { data } = useSuspenseQuery(propertyQueryOptions(id));
  return <PropertyDetail property={data} context={context} />;
}
