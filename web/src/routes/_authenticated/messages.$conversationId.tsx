import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  ThreadPage,
  ThreadPageError,
  ThreadPagePending,
} from '@/features/messages/thread/thread-page';

export const Route = createFileRoute('/_authenticated/messages/$conversationId')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.conversationId).success) throw notFound();
  },
  // A conversation the visitor is not part of answers NOT_FOUND like a missing one: the
  // not-found page. The query modules are imported here, not at the top (see bookings.$id.tsx).
  loader: async ({ context, params }) => {
    const { conversationQueryOptions, threadQueryOptions } =
      await import('@/features/messages/api');
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(conversationQueryOptions(params.conversationId)),
        context.queryClient.ensureInfiniteQueryData(threadQueryOptions(params.conversationId)),
      ]);
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: ThreadPagePending,
  errorComponent: ThreadPageError,
  component: ThreadRoute,
});

function ThreadRoute() {
  const { conversationId } = Route.useParams();
  return <ThreadPage key={conversationId} id={conversationId} />;
}
