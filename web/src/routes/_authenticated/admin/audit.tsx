import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/admin/audit/components/audit-page';
import {
  AuditPageError,
  AuditPagePending,
} from '@/features/admin/audit/components/audit-page-states';
import { AdminAuditSearch } from '@/features/admin/audit/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/audit')({
  validateSearch: (search) => AdminAuditSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page of the filtered log; the page reads the same query. The query's module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminAuditQuery } = await import('@/features/admin/audit/api');
    await context.queryClient.ensureInfiniteQueryData(adminAuditQuery(deps));
  },
  pendingComponent: AuditPagePending,
  errorComponent: AuditPageError,
  component: AuditRoute,
});

function AuditRoute() {
  usePageTitle('admin-audit:title');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
