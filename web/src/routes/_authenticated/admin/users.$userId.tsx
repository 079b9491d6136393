import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { UserDetailPage } from '@/features/admin/users/components/user-detail-page';
import { UserDetailError } from '@/features/admin/users/components/user-detail-error';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/users/$userId')({
  loader: async ({ context, params }) => {
    const { adminUserQuery } = await import('@/features/admin/users/api');
    await context.queryClient.ensureQueryData(adminUserQuery(params.userId));
  },
  pendingComponent: UserPending,
  errorComponent: UserError,
  component: UserRoute,
});

function UserRoute() {
  usePageTitle('admin-users:detail.title');
  const { userId } = Route.useParams();
  return <UserDetailPage userId={userId} />;
}

function UserPending() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <LoadingDots />
    </section>
  );
}

function UserError(props: ErrorComponentProps) {
  return <UserDetailError {...props} />;
}
