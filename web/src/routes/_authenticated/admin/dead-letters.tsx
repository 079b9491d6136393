import { createFileRoute } from '@tanstack/react-router';
import { DeadLettersPage } from '@/features/admin/dead-letters/components/dead-letters-page';
import { DeadLettersSearch } from '@/features/admin/dead-letters/search';
import { AdminPagePending } from '@/features/admin/components/admin-page-states';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/dead-letters')({
  validateSearch: (search) => DeadLettersSearch.parse(search),
  // Every service's summary, which picks the list shown first. Prefetched, not ensured: a summary
  // that cannot be read leaves the list usable (the page says so in its place).
  loader: async ({ context }) => {
    const { deadLetterSummaryQuery } = await import('@/features/admin/dead-letters/api');
    await context.queryClient.prefetchQuery(deadLetterSummaryQuery);
  },
  pendingComponent: DeadLettersPending,
  component: DeadLettersRoute,
});

function DeadLettersRoute() {
  usePageTitle('admin:deadLetters.title');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeadLettersPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}

function DeadLettersPending() {
  return <AdminPagePending title="deadLetters.title" />;
}
