import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';

export const Route = createFileRoute('/terms')({
  // The operator's contacts the page names. Prefetched, not ensured: the text stands without them.
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { siteConfigQueryOptions } = await import('@/features/content/site-config');
    await context.queryClient.prefetchQuery(siteConfigQueryOptions());
  },
  component: () => <LegalPage slug="terms" />,
});
