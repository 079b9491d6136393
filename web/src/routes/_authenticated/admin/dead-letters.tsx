import { createFileRoute } from '@tanstack/react-router';
import { DeadLettersPage } from '@/features/admin/dead-letters/components/dead-letters-page';
import { DeadLettersSearch } from '@/features/admin/dead-letters/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/dead-letters')({
  validateSearch: (search) => DeadLettersSearch.parse(search),
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
