import { createFileRoute } from '@tanstack/react-router';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ProfilePage, ProfilePageError } from '@/features/account/components/profile-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { profileQueryOptions } = await import('@/features/account/api');
    await context.queryClient.ensureQueryData(profileQueryOptions);
  },
  pendingComponent: LoadingDots,
  errorComponent: ProfilePageError,
  component: ProfileRoute,
});

function ProfileRoute() {
  usePageTitle('account:profile.title');
  return <ProfilePage />;
}
