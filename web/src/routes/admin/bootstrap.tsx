import { createFileRoute } from '@tanstack/react-router';
import { BootstrapPage } from '@/features/admin/components/bootstrap-page';
import { usePageTitle } from '@/lib/page-title';

/** Spec 2.1 lists /admin/bootstrap without a sign-in guard: the page asks for log-in itself. */
export const Route = createFileRoute('/admin/bootstrap')({ component: BootstrapRoute });

function BootstrapRoute() {
  usePageTitle('admin:bootstrap.title');
  return <BootstrapPage />;
}
