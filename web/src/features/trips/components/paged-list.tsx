import { useState, type ReactNode } from 'react';
import { useQuery, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type Item<P extends Page<unknown>> = P['items'][number];
type PageQuery<P, K extends readonly unknown[]> = UseSuspenseQueryOptions<P, Error, P, K>;

interface PagedListProps<P extends Page<unknown>, K extends readonly unknown[]> {
  /** The query of one page, from the shared api module (keyset cursor; undefined = first). */
  queryFor(cursor: string | undefined): PageQuery<P, K>;
  renderItem(item: Item<P>, page: P): ReactNode;
  keyOf(item: Item<P>): string;
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
}

/**
 * The page list mounts each page's items after the first answer arrived; without a little
 * freshness every mount would fetch the page again. Mutations still refresh through invalidation.
 */
function withStaleTime<P, K extends readonly unknown[]>(options: PageQuery<P, K>) {
  return { ...options, staleTime: 10_000 };
}

/**
 * Keyset paging with "Show more": every loaded page stays its own cached query, so a mutation
 * that invalidates the list refreshes each page in place.
 */
export function PagedList<P extends Page<unknown>, K extends readonly unknown[]>(
  props: PagedListProps<P, K>,
) {
  const { t } = useTranslation('trips');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // The first page is the route's loader's (or, for another tab, fetched while the list waits).
  const first = useSuspenseQuery(withStaleTime(props.queryFor(undefined)));
  const last = useQuery(withStaleTime(props.queryFor(cursors[cursors.length - 1])));

  if (first.data.items.length === 0) return <>{props.empty}</>;

  const nextCursor = last.data?.nextCursor ?? null;
  return (
    <>
      <ul aria-label={props.label} className="space-y-4">
        {cursors.map((cursor) => (
          <PageItems key={cursor ?? 'first'} cursor={cursor} {...props} />
        ))}
      </ul>
      {last.isError ? (
        <div role="alert" className="mt-6 text-center">
          <p>{t('list.moreFailed')}</p>
          <Button className="mt-3" variant="outline" size="sm" onClick={() => void last.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : nextCursor ? (
        <div className="mt-8 text-center">
          <Button
            variant="secondary"
            disabled={last.isFetching}
            onClick={() => setCursors((prev) => [...prev, nextCursor])}
          >
            {t('list.showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The list's outline while its first page loads (the route's pending component shows it). */
export function PagedListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The list's first page did not load (the route's error component shows it). */
export function PagedListError({ retry }: { retry(): void }) {
  const { t } = useTranslation('trips');
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <p className="text-lg font-semibold">{t('list.loadFailed')}</p>
      <Button className="mt-6" variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function PageItems<P extends Page<unknown>, K extends readonly unknown[]>({
  cursor,
  queryFor,
  renderItem,
  keyOf,
}: PagedListProps<P, K> & { cursor: string | undefined }) {
  const page = useQuery(withStaleTime(queryFor(cursor)));
  if (page.isPending)
    return (
      <li aria-busy="true">
        <Skeleton className="h-28 w-full rounded-xl" />
      </li>
    );
  const data = page.data;
  if (!data) return null;
  return (
    <>
      {(data.items as Item<P>[]).map((item) => (
        <li key={keyOf(item)}>{renderItem(item, data)}</li>
      ))}
    </>
  );
}
