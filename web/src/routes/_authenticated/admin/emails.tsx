import { createFileRoute } from '@tanstack/react-router';
import { EmailsPage } from '@/features/admin/emails/components/emails-page';
import {
  EmailsPageError,
  EmailsPagePending,
} from '@/features/admin/emails/components/emails-page-states';
import { AdminEmailsSearch, filtersOf } from '@/features/admin/emails/search';

export const Route = createFileRoute('/_authenticated/admin/emails')({
  validateSearch: (search) => AdminEmailsSearch.parse(search),
  // Only the filters: opening a preview does not load the list again.
  loaderDeps: ({ search }) => filtersOf(search),
  // The first page of the filtered log; the page reads the same query. The query's module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminEmailsQuery } = await import('@/features/admin/emails/api');
    await context.queryClient.ensureInfiniteQueryData(adminEmailsQuery(deps));
  },
  pendingComponent: EmailsPagePending,
  errorComponent: EmailsPageError,
  component: EmailsRoute,
});

function EmailsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EmailsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
