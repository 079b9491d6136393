import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConversationFilter } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { conversationsQueryOptions } from '../api';
import { ConversationRow } from './conversation-row';

/**
 * The conversations of a filter with keyset "Load more". The page's first page comes from the
 * route's loader; beside an open thread (desktop) it loads here.
 */
export function ConversationList({
  filter,
  activeId,
}: {
  filter: ConversationFilter;
  activeId?: string;
}) {
  const { t } = useTranslation('messages');
  const query = useInfiniteQuery(conversationsQueryOptions(filter));

  if (query.isPending) return <ConversationListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="font-semibold">{t('list.loadFailed')}</p>
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  const conversations = query.data.pages.flatMap((page) => page.items);
  if (conversations.length === 0) {
    return (
      <p className="mx-auto max-w-md py-16 text-center text-muted" data-testid="messages-empty">
        {t(`empty.${filter}`)}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t('list.label')} className="divide-y divide-neutral-100">
        {conversations.map((conversation) => (
          <li key={conversation.id} className="py-1">
            <ConversationRow conversation={conversation} active={conversation.id === activeId} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <div role="alert" className="mt-4 text-center">
          <p className="text-sm">{t('list.moreFailed')}</p>
          <Button
            className="mt-2"
            size="sm"
            variant="outline"
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.retry')}
          </Button>
        </div>
      ) : query.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function ConversationListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}
