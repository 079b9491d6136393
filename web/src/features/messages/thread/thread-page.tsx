import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Message } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/session';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { conversationQueryOptions, threadQueryOptions } from '../api';
import { ConversationList } from '../list/conversation-list';
import { useIsTyping } from '../live/typing-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useOutbox } from './outbox';
import { ReportDialog } from './report-dialog';
import { ThreadHeader } from './thread-header';
import { mergeThread } from './thread-items';
import { useMarkRead } from './use-mark-read';
import { useSendMessage } from './use-send-message';
import { participantName } from '../participant-name';

/**
 * `/messages/{id}`: one conversation. On a phone it is the whole screen (the tab bar hides,
 * spec 2.2); from `lg` the conversation list stays on the left.
 */
export function ThreadPage({ id }: { id: string }) {
  const { t } = useTranslation('messages');
  const { user } = useSession();
  const viewerId = user?.id ?? '';
  const { data: conversation } = useSuspenseQuery(conversationQueryOptions(id));
  const thread = useSuspenseInfiniteQuery(threadQueryOptions(id));
  const pending = useOutbox(id);
  const items = useMemo(
    () => mergeThread(thread.data.pages, pending),
    [thread.data.pages, pending],
  );
  const { send, retry } = useSendMessage(id);
  const stickToBottom = useRef(true);
  const [reporting, setReporting] = useState<Message | null>(null);
  const typing = useIsTyping(id, conversation.other.id);
  useMarkRead(id, items, viewerId);

  return (
    <Frame activeId={id}>
      <ThreadHeader conversation={conversation} />
      <MessageList
        items={items}
        viewerId={viewerId}
        otherName={participantName(conversation.other.firstName, t)}
        stickToBottom={stickToBottom}
        earlier={{
          has: thread.hasNextPage,
          loading: thread.isFetchingNextPage,
          failed: thread.isFetchNextPageError,
          load: () => void thread.fetchNextPage(),
        }}
        onRetry={(clientId) => {
          stickToBottom.current = true;
          retry(clientId);
        }}
        onReport={setReporting}
      />
      {/* Always there, so the notice coming and going moves nothing. */}
      <p
        className="h-5 px-4 text-xs text-muted italic md:px-6"
        aria-live="polite"
        data-testid="typing"
      >
        {typing
          ? t('thread.typing', { name: participantName(conversation.other.firstName, t) })
          : null}
      </p>
      <Composer
        conversationId={id}
        isHost={conversation.role === 'host'}
        onSend={(body, photos) => {
          stickToBottom.current = true;
          void send(body, photos);
        }}
      />
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </Frame>
  );
}

/** The thread's column under the header (the list beside it from `lg`). */
function Frame({ activeId, children }: { activeId?: string; children: ReactNode }) {
  usePageTitle('messages:pageTitle');
  return (
    <div className="mx-auto flex h-[calc(100dvh-73px)] max-w-6xl md:h-[calc(100dvh-81px)]">
      <aside className="hidden w-96 shrink-0 overflow-y-auto border-r border-neutral-200 p-3 lg:block">
        <ConversationList filter="all" {...(activeId ? { activeId } : {})} />
      </aside>
      <section className="flex min-w-0 flex-1 flex-col" data-testid="thread">
        {children}
      </section>
    </div>
  );
}

/** The route's pending component: the thread's outline. */
export function ThreadPagePending() {
  return (
    <Frame>
      <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 md:px-6">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="flex-1 space-y-4 p-6" aria-busy="true">
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
        <Skeleton className="h-12 w-3/5 rounded-2xl" />
      </div>
    </Frame>
  );
}

/** The route's error component: a failure a retry may mend (a conversation not the viewer's is not found). */
export function ThreadPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('messages');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="m-auto py-16 text-center">
        <h1 className="text-lg font-semibold">{t('thread.loadFailed')}</h1>
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="secondary" onClick={retry}>
            {t('thread.retry')}
          </Button>
          <Link to="/messages" className="self-center text-sm font-semibold underline">
            {t('thread.back')}
          </Link>
        </div>
      </div>
    </Frame>
  );
}
