import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/components/profile-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({ component: ProfileRoute });

function ProfileRoute() {
  usePageTitle('account:profile.title');
  return <ProfilePage />;
}
