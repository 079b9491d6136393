import { createFileRoute } from '@tanstack/react-router';
import { MessageReportsPage } from '@/features/admin/message-reports/components/message-reports-page';
import { MessageReportsSearch } from '@/features/admin/message-reports/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/message-reports')({
  validateSearch: (search) => MessageReportsSearch.parse(search),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  // Prefetched, not ensured: a list that cannot be read says so on the page, with a retry.
  loader: async ({ context, deps }) => {
    const { messageReportsQuery } = await import('@/features/admin/message-reports/api');
    await context.queryClient.prefetchInfiniteQuery(messageReportsQuery(deps.status));
  },
  component: MessageReportsRoute,
});

function MessageReportsRoute() {
  usePageTitle('admin-message-reports:title');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageReportsPage
      status={search.status ?? 'open'}
      onStatusChange={(next) =>
        void navigate({ search: next === 'open' ? {} : { status: next }, replace: true })
      }
    />
  );
}
