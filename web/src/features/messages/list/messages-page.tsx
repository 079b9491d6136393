import type { ReactNode } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { usePageTitle } from '@/lib/page-title';
import { parseMessagesSearch } from '../search';
import { ConversationList, ConversationListSkeleton } from './conversation-list';
import { FilterBar } from './filter-bar';

/** `/messages`: the signed-in user's conversations, as guest and as host, filtered by `?filter=`. */
export function MessagesPage() {
  const { search, patch } = useUrlSearch();
  const { filter } = parseMessagesSearch(search);
  return (
    <Frame>
      <FilterBar
        active={filter}
        onSelect={(next) => patch({ filter: next === 'all' ? undefined : next }, { replace: true })}
      />
      <div className="mt-4">
        <ConversationList filter={filter} />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('messages');
  usePageTitle('messages:pageTitle');
  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-4 text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
      {children}
    </div>
  );
}

/** The route's pending component. */
export function MessagesPagePending() {
  return (
    <Frame>
      <ConversationListSkeleton />
    </Frame>
  );
}

/** The route's error component: the first page did not load. */
export function MessagesPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('messages');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="py-16 text-center">
        <p className="text-lg font-semibold">{t('list.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('list.retry')}
        </Button>
      </div>
    </Frame>
  );
}
