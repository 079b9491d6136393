import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { wishlistKeys, wishlistsApi, wishlistsQueryOptions } from '../api';
import { WishlistCover } from './wishlist-cover';
import { WishlistNameFields } from './wishlist-name-form';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** `/wishlists`: the user's lists as tiles, and a new empty list. */
export function WishlistsPage() {
  const { t } = useTranslation('wishlists');
  usePageTitle('wishlists:page.title');
  const lists = useSuspenseQuery(wishlistsQueryOptions());
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-24 md:px-10 xl:px-20">
      <header className="mb-8 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">{t('page.title')}</h1>
        <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
          {t('page.create')}
        </Button>
      </header>

      {lists.data.items.length === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <p className="text-lg font-semibold">{t('page.emptyTitle')}</p>
          <p className="mt-2 text-muted">{t('page.emptyBody')}</p>
          <Link
            to="/"
            className="mt-6 inline-block rounded-lg bg-brand px-5 py-3 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t('page.explore')}
          </Link>
        </div>
      ) : (
        <ul className={GRID} data-testid="wishlist-grid">
          {lists.data.items.map((list) => (
            <li key={list.id}>
              <Link
                to="/wishlists/$id"
                params={{ id: list.id }}
                className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-dark"
              >
                <WishlistCover
                  list={list}
                  className="aspect-square w-full rounded-xl transition-opacity group-hover:opacity-90"
                />
                <span className="mt-3 block truncate font-semibold">{list.name}</span>
                <span className="block text-sm text-muted">
                  {t('count', { count: list.itemCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CreateWishlistDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('wishlists');
  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-24 md:px-10 xl:px-20">
      <h1 className="mb-8 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('page.title')}
      </h1>
      {children}
    </div>
  );
}

/** The route's pending component: the tiles' outlines while the lists load. */
export function WishlistsPagePending() {
  usePageTitle('wishlists:page.title');
  return (
    <Frame>
      <div className={GRID} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <Skeleton className="aspect-square w-full rounded-xl" />
            <Skeleton className="mt-3 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </Frame>
  );
}

/** The route's error component: the lists did not load. */
export function WishlistsPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('wishlists');
  usePageTitle('wishlists:page.title');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="text-lg font-semibold">{t('page.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    </Frame>
  );
}

function CreateWishlistDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('wishlists');
  const client = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: (name: string) => wishlistsApi.create({ name }),
    onSuccess: (list) => {
      onOpenChange(false);
      toast.success(t('page.created', { list: list.name }));
      return client.invalidateQueries({ queryKey: wishlistKeys.lists() });
    },
    onError: (err) => {
      const message = ApiError.is(err) ? err.fieldMessage('name') : undefined;
      if (message) setError(message);
      else toast.error(t('page.createFailed'));
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('page.create')}
        closeLabel={t('common.close')}
        className="md:max-w-[480px]"
      >
        <WishlistNameFields
          submitLabel={t('page.createSubmit')}
          pending={create.isPending}
          error={error}
          onSubmit={(name) => create.mutate(name)}
        />
      </DialogContent>
    </Dialog>
  );
}
