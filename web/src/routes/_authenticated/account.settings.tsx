import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/account/components/account-settings-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/account/settings')({
  component: AccountSettingsRoute,
});

function AccountSettingsRoute() {
  usePageTitle('account:settings.title');
  return <AccountSettingsPage />;
}
