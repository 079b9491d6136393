import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { WishlistDetail } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ApiError } from '@/lib/api-client';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle, usePageTitleText } from '@/lib/page-title';
import { ListingCard } from '@/features/listings/components/listing-card';
import { ListingCardSkeleton } from '@/features/listings/components/listing-card-skeleton';
import { wishlistKeys, wishlistQueryOptions, wishlistsApi } from '../api';
import { refreshLists } from '../saved-cache';
import { WishlistNameFields } from './wishlist-name-form';

const GRID = 'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** `/wishlists/{id}`: one list's listings; rename, delete, remove a listing. */
export function WishlistPage({ id }: { id: string }) {
  const { t } = useTranslation('wishlists');
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useSuspenseQuery(wishlistQueryOptions(id));
  usePageTitleText(list.data.name);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [renameError, setRenameError] = useState<string | undefined>();

  const rename = useMutation({
    mutationFn: (name: string) => wishlistsApi.rename(id, name),
    onSuccess: (updated) => {
      setRenaming(false);
      client.setQueryData<WishlistDetail>(wishlistKeys.detail(id), (old) =>
        old ? { ...old, name: updated.name } : old,
      );
      toast.success(t('detail.renamed'));
      return client.invalidateQueries({ queryKey: wishlistKeys.lists() });
    },
    onError: (err) => {
      const message = ApiError.is(err) ? err.fieldMessage('name') : undefined;
      if (message) setRenameError(message);
      else toast.error(t('detail.renameFailed'));
    },
  });

  const remove = useMutation({
    mutationFn: () => wishlistsApi.remove(id),
    onSuccess: async () => {
      setDeleting(false);
      toast.success(t('detail.deleted'));
      await Promise.all([
        client.invalidateQueries({ queryKey: wishlistKeys.lists() }),
        client.invalidateQueries({ queryKey: wishlistKeys.saved() }),
      ]);
      await navigate({ to: '/wishlists' });
      // Only once the page has gone: while it shows, its query would fetch the deleted list again.
      client.removeQueries({ queryKey: wishlistKeys.detail(id) });
    },
    onError: () => toast.error(t('detail.deleteFailed')),
  });

  const removeItem = useMutation({
    mutationFn: ({ propertyId }: { propertyId: string; title: string }) =>
      wishlistsApi.removeItem(id, propertyId),
    onMutate: async ({ propertyId }) => {
      await client.cancelQueries({ queryKey: wishlistKeys.detail(id) });
      const previous = client.getQueryData<WishlistDetail>(wishlistKeys.detail(id));
      if (previous) {
        client.setQueryData<WishlistDetail>(wishlistKeys.detail(id), {
          ...previous,
          itemCount: Math.max(0, previous.itemCount - 1),
          items: previous.items.filter((p) => p.id !== propertyId),
        });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) client.setQueryData(wishlistKeys.detail(id), context.previous);
      toast.error(t('detail.removeFailed'));
    },
    onSuccess: (_data, { title }) => toast.success(t('detail.removed', { title })),
    // The listing may still be in another list: the hearts learn that from the server.
    onSettled: () =>
      Promise.all([
        refreshLists(client),
        client.invalidateQueries({ queryKey: wishlistKeys.saved() }),
      ]),
  });

  const back = <BackLink />;

  const data = list.data;
  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-24 md:px-10 xl:px-20">
      {back}
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight md:text-[32px]">
            {data.name}
          </h1>
          <p className="mt-1 text-muted">{t('count', { count: data.items.length })}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            {t('detail.rename')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
            {t('detail.delete')}
          </Button>
        </div>
      </header>

      {data.items.length === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <p className="text-lg font-semibold">{t('detail.emptyTitle')}</p>
          <p className="mt-2 text-muted">{t('detail.emptyBody')}</p>
          <Link
            to="/"
            className="mt-6 inline-block rounded-lg bg-brand px-5 py-3 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t('page.explore')}
          </Link>
        </div>
      ) : (
        <ul className={GRID} data-testid="wishlist-items">
          {data.items.map((property, index) => (
            <li key={property.id}>
              <ListingCard property={property} eager={index < 4} />
              <Button
                variant="link"
                className="mt-2 text-sm"
                disabled={removeItem.isPending}
                onClick={() =>
                  removeItem.mutate({ propertyId: property.id, title: property.title })
                }
              >
                {t('detail.removeItem', { title: property.title })}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={renaming}
        onOpenChange={(next) => {
          if (!next) setRenameError(undefined);
          setRenaming(next);
        }}
      >
        <DialogContent
          title={t('detail.renameTitle')}
          closeLabel={t('common.close')}
          className="md:max-w-[480px]"
        >
          <WishlistNameFields
            defaultName={data.name}
            submitLabel={t('detail.renameSubmit')}
            pending={rename.isPending}
            error={renameError}
            onSubmit={(name) => rename.mutate(name)}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('detail.deleteTitle')}
        description={t('detail.deleteBody', { list: data.name })}
        confirmLabel={t('detail.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('wishlists');
  return (
    <Link
      to="/wishlists"
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      <ChevronLeftIcon className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

/** The route's pending component: the list's outline while it loads. */
export function WishlistPagePending() {
  usePageTitle('wishlists:page.title');
  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-24 md:px-10 xl:px-20">
      <BackLink />
      <div className="mb-8 h-9 w-60 animate-pulse rounded-md bg-neutral-200" />
      <div className={GRID} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/**
 * The route's not-found component: a list that does not exist, or is not the visitor's (the API
 * answers both with 404, which the router reads as not-found: ApiError.isNotFound).
 */
export function WishlistNotFound() {
  return <WishlistProblem message="detail.notFound" />;
}

/** The route's error component: the list did not load. */
export function WishlistPageError({ reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return <WishlistProblem message="detail.loadFailed" retry={retry} />;
}

function WishlistProblem({
  message,
  retry,
}: {
  message: 'detail.notFound' | 'detail.loadFailed';
  retry?: () => void;
}) {
  const { t } = useTranslation('wishlists');
  usePageTitle('wishlists:page.title');
  return (
    <div className="mx-auto max-w-md px-5 py-16 text-center">
      <p role="alert" className="text-lg font-semibold">
        {t(message)}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {retry ? (
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        ) : null}
        <Link
          to="/wishlists"
          className="rounded-lg border border-neutral-300 px-5 py-3 text-sm font-semibold hover:bg-neutral-50"
        >
          {t('detail.back')}
        </Link>
      </div>
    </div>
  );
}
