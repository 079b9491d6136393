import { createFileRoute } from '@tanstack/react-router';
import { EditListingPage } from '@/features/listing-wizard/components/edit-listing-page';
import { EditListingSearch } from '@/features/listing-wizard/search';

export const Route = createFileRoute('/_authenticated/edit-listing/$id')({
  validateSearch: (search) => EditListingSearch.parse(search),
  component: EditListingRoute,
});

function EditListingRoute() {
  const { id } = Route.useParams();
  const { step } = Route.useSearch();
  return <EditListingPage id={id} step={step} />;
}
