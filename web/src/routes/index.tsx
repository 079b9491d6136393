import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomePending } from '@/features/home/components/home-pending';
import { HomeSearch } from '@/features/home/search';
import { homeSearchQueryOptions, storedPriceContext } from '@/features/home/search-query';
import { RouteError } from '@/features/shell/components/route-error';

export const Route = createFileRoute('/')({
  validateSearch: (search) => HomeSearch.parse(search),
  // No loaderDeps: a new search on the home is the same page, whose list keeps the previous
  // results on screen while the next arrive (use-search-results.ts); the loader, re-run in the
  // background, asks for the same query the page does.
  loader: ({ context, location }) => {
    const search = HomeSearch.safeParse(location.search);
    if (!search.success) return;
    return context.queryClient
      .ensureInfiniteQueryData(homeSearchQueryOptions(search.data, storedPriceContext()))
      .then(() => undefined);
  },
  pendingComponent: HomePending,
  errorComponent: RouteError,
  component: HomePage,
});
