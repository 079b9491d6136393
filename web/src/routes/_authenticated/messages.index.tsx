import { createFileRoute } from '@tanstack/react-router';
import {
  MessagesPage,
  MessagesPageError,
  MessagesPagePending,
} from '@/features/messages/list/messages-page';

export const Route = createFileRoute('/_authenticated/messages/')({
  // The first page of the filter in the address (`?filter=`, read by the page itself). The
  // modules are imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const [{ conversationsQueryOptions }, { parseMessagesSearch }] = await Promise.all([
      import('@/features/messages/api'),
      import('@/features/messages/search'),
    ]);
    const { filter } = parseMessagesSearch(location.search as Record<string, unknown>);
    await context.queryClient.ensureInfiniteQueryData(conversationsQueryOptions(filter));
  },
  pendingComponent: MessagesPagePending,
  errorComponent: MessagesPageError,
  component: MessagesPage,
});
