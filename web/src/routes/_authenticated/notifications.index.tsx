import { createFileRoute } from '@tanstack/react-router';
import { parseNotificationsSearch } from '@/features/notifications/search';
import {
  NotificationsPage,
  NotificationsPageError,
  NotificationsPagePending,
} from '@/features/notifications/components/notifications-page';

export const Route = createFileRoute('/_authenticated/notifications/')({
  validateSearch: parseNotificationsSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter ?? 'all' }),
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { notificationsQueryOptions } = await import('@/features/notifications/api');
    await context.queryClient.ensureInfiniteQueryData(notificationsQueryOptions(deps.filter));
  },
  pendingComponent: NotificationsPagePending,
  errorComponent: NotificationsPageError,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { filter } = Route.useSearch();
  return <NotificationsPage filter={filter ?? 'all'} />;
}
