import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { InboxNotification, NotificationFilter } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { notificationKeys, notificationsApi, notificationsQueryOptions } from '../api';
import { wordNotification } from '../wording';
import { NotificationIcon } from './notification-icon';
import { relativeTime } from './relative-time';

const FRAME = 'mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10';

/** Reads again everything under `['notifications']`: the lists and the account menu's dot. */
function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

/** `/notifications`: the newest first, all or unread; opening one marks it read and goes there. */
export function NotificationsPage({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation('notifications');
  usePageTitle('notifications:page.title');
  const list = useSuspenseInfiniteQuery(notificationsQueryOptions(filter));
  const refresh = useRefreshNotifications();
  const items = list.data.pages.flatMap((page) => page.items);
  const markAll = useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSuccess: () => refresh(),
    onError: () => toast.error(t('page.markFailed')),
  });

  return (
    <div className={FRAME}>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">{t('page.title')}</h1>
        <div className="flex items-center gap-3">
          <Link to="/notifications/settings" className="text-sm font-semibold underline">
            {t('page.settings')}
          </Link>
          <Button
            variant="outline"
            size="sm"
            disabled={markAll.isPending || !items.some((n) => !n.read)}
            onClick={() => markAll.mutate()}
          >
            {t('page.markAll')}
          </Button>
        </div>
      </header>
      <nav aria-label={t('page.filter')} className="mb-4 flex gap-2">
        {(['all', 'unread'] as const).map((f) => (
          <Link
            key={f}
            to="/notifications"
            search={{ filter: f }}
            aria-current={f === filter ? 'page' : undefined}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-semibold',
              f === filter ? 'border-ink bg-ink text-white' : 'border-neutral-300',
            )}
          >
            {t(`filter.${f}`)}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">
            {t(filter === 'unread' ? 'page.emptyUnreadTitle' : 'page.emptyTitle')}
          </p>
          <p className="mt-2 text-muted">{t('page.emptyBody')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-200" data-testid="notification-list">
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} onChanged={refresh} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('page.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationRow({
  notification: n,
  onChanged,
}: {
  notification: InboxNotification;
  onChanged(): Promise<void>;
}) {
  const { t, i18n } = useTranslation('notifications');
  const router = useRouter();
  const words = wordNotification(n, t, i18n.language);
  const open = useMutation({
    mutationFn: async () => {
      if (!n.read) await notificationsApi.markRead(n.id);
    },
    onSettled: async () => {
      await onChanged();
      if (n.link) await router.navigate({ href: n.link });
    },
  });
  return (
    <li data-testid="notification" data-read={n.read ? 'true' : 'false'}>
      <button
        type="button"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        className={cn(
          'flex w-full items-start gap-4 px-2 py-4 text-left hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-dark',
          !n.read && 'bg-neutral-50',
        )}
      >
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100">
          <NotificationIcon type={n.type} />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block', n.read ? 'font-normal' : 'font-semibold')}>
            {words.title}
          </span>
          <span className="mt-0.5 block text-sm text-muted">{words.body}</span>
          <span className="mt-1 block text-xs text-muted">
            <time dateTime={n.createdAt}>{relativeTime(n.createdAt, i18n.language)}</time>
          </span>
        </span>
        {n.read ? null : (
          <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand">
            <span className="sr-only">{t('page.unread')}</span>
          </span>
        )}
      </button>
    </li>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('notifications');
  return (
    <div className={FRAME}>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('page.title')}
      </h1>
      {children}
    </div>
  );
}

/** The route's pending component: rows' outlines while the list loads. */
export function NotificationsPagePending() {
  usePageTitle('notifications:page.title');
  return (
    <Frame>
      <div aria-busy="true" className="space-y-4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    </Frame>
  );
}

/** The route's error component: the list did not load. */
export function NotificationsPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('notifications');
  usePageTitle('notifications:page.title');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="py-16 text-center">
        <p className="text-lg font-semibold">{t('page.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('page.retry')}
        </Button>
      </div>
    </Frame>
  );
}
