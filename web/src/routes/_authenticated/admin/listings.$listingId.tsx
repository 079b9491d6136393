import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ListingDetailPage } from '@/features/admin/listings/components/listing-detail-page';
import { ListingDetailError } from '@/features/admin/listings/components/listing-detail-error';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/listings/$listingId')({
  loader: async ({ context, params }) => {
    const { adminListingQuery } = await import('@/features/admin/listings/api');
    await context.queryClient.ensureQueryData(adminListingQuery(params.listingId));
  },
  pendingComponent: ListingPending,
  errorComponent: ListingError,
  component: ListingRoute,
});

function ListingRoute() {
  usePageTitle('admin-listings:detail.title');
  const { listingId } = Route.useParams();
  return <ListingDetailPage listingId={listingId} />;
}

function ListingPending() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <LoadingDots />
    </section>
  );
}

function ListingError(props: ErrorComponentProps) {
  return <ListingDetailError {...props} />;
}
