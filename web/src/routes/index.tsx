import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { DEFAULT_SEARCH_MODE, HomeSearch } from '@/features/home/search';

export const Route = createFileRoute('/')({
  validateSearch: (search) => HomeSearch.parse(search),
  component: HomeRoute,
});

function HomeRoute() {
  const { type } = Route.useSearch();
  return <HomePage mode={type ?? DEFAULT_SEARCH_MODE} />;
}
