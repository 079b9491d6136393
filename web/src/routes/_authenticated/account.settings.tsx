import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/account/components/account-settings-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/account/settings')({
  // The page is forms; only its consent switch reads data, and a failure there is that
  // section's own to show (with its retry), not the page's: prefetched, never thrown.
  loader: async ({ context }) => {
    const { promotionalConsentQueryOptions } = await import('@/features/account/api');
    await context.queryClient.prefetchQuery(promotionalConsentQueryOptions);
  },
  component: AccountSettingsRoute,
});

function AccountSettingsRoute() {
  usePageTitle('account:settings.title');
  return <AccountSettingsPage />;
}
