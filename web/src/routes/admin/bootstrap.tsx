import { createFileRoute } from '@tanstack/react-router';
import { BootstrapPage } from '@/features/admin/components/bootstrap-page';
import { loadSignedInNamespaces } from '@/i18n';
import { usePageTitle } from '@/lib/page-title';

/** Spec 2.1 lists /admin/bootstrap without a sign-in guard: the page asks for log-in itself. */
export const Route = createFileRoute('/admin/bootstrap')({
  // Whether an admin exists yet. Prefetched, not ensured: a visitor may not be signed in, and the
  // page explains an answer it could not get.
  loader: async ({ context }) => {
    const { adminStatusQuery } = await import('@/features/admin/api');
    // Its texts live with the signed-in pages' (i18n/resources.ts), but a visitor may open it.
    await Promise.all([
      context.queryClient.prefetchQuery(adminStatusQuery),
      loadSignedInNamespaces(),
    ]);
  },
  component: BootstrapRoute,
});

function BootstrapRoute() {
  usePageTitle('admin:bootstrap.title');
  return <BootstrapPage />;
}
