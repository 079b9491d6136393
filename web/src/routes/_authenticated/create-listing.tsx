import { createFileRoute } from '@tanstack/react-router';
import { CreateListingPage } from '@/features/listing-wizard/components/create-listing-page';
import { CreateListingSearch } from '@/features/listing-wizard/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/create-listing')({
  validateSearch: (search) => CreateListingSearch.parse(search),
  component: CreateListingRoute,
});

function CreateListingRoute() {
  usePageTitle('wizard:title.create');
  const { type } = Route.useSearch();
  return <CreateListingPage type={type} />;
}
