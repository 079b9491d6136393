import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  EditListingError,
  EditListingPage,
  EditListingPending,
} from '@/features/listing-wizard/components/edit-listing-page';
import { EditListingSearch } from '@/features/listing-wizard/search';

export const Route = createFileRoute('/_authenticated/edit-listing/$id')({
  validateSearch: (search) => EditListingSearch.parse(search),
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.id).success) throw notFound();
  },
  // The query's module is imported when the loader runs (see bookings.$id.tsx). Not the step:
  // moving between steps is the same listing, already in the cache. Another host's listing is
  // indistinguishable from a missing one (403 or 404): not-found.
  loader: async ({ context, params }) => {
    const { listingQueryOptions } = await import('@/features/listing-wizard/api');
    try {
      await context.queryClient.ensureQueryData(listingQueryOptions(params.id));
    } catch (error) {
      if (ApiError.is(error) && (error.isNotFound || error.status === 403)) throw notFound();
      throw error;
    }
  },
  pendingComponent: EditListingPending,
  errorComponent: EditListingError,
  component: EditListingRoute,
});

function EditListingRoute() {
  const { id } = Route.useParams();
  const { step } = Route.useSearch();
  return <EditListingPage id={id} step={step} />;
}
