import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { isPropertyId, propertyQueryOptions } from '@/features/listings/api';
import { PropertyDetail } from '@/features/listings/components/property-detail';
import { PropertyDetailSkeleton } from '@/features/listings/components/property-detail-skeleton';
import { parsePropertySearch } from '@/features/listings/property/property-search';

export const Route = createFileRoute('/property/$id')({
  validateSearch: parsePropertySearch,
  loader: async ({ context, params }) => {
    if (!isPropertyId(params.id)) throw notFound();
    try {
      await context.queryClient.ensureQueryData(propertyQueryOptions(params.id));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: PropertyDetailSkeleton,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { id } = Route.useParams();
  const context = Route.useSearch();
  const { data } = useSuspenseQuery(propertyQueryOptions(id));
  return <PropertyDetail property={data} context={context} />;
}
