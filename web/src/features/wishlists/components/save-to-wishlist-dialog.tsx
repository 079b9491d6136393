import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Wishlist } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { wishlistKeys, wishlistsApi, wishlistsQueryOptions } from '../api';
import { refreshLists, restoreSaved, setSavedOptimistically } from '../saved-cache';
import { WishlistCover } from './wishlist-cover';
import { WishlistNameFields } from './wishlist-name-form';

export interface SaveToWishlistDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  propertyId: string;
  propertyTitle: string;
}

type Target = { kind: 'existing'; list: Wishlist } | { kind: 'new'; name: string };

/** Choose one of the user's lists, or name a new one, for a listing (a lazy chunk). */
export default function SaveToWishlistDialog({
  open,
  onOpenChange,
  propertyId,
  propertyTitle,
}: SaveToWishlistDialogProps) {
  const { t } = useTranslation('wishlists');
  const client = useQueryClient();
  const lists = useQuery({ ...wishlistsQueryOptions(), enabled: open });
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: async (target: Target) =>
      target.kind === 'existing'
        ? wishlistsApi.addItem(target.list.id, propertyId)
        : wishlistsApi.create({ name: target.name, propertyId }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: wishlistKeys.saved() });
      return { previous: setSavedOptimistically(client, propertyId, true) };
    },
    onError: (error, target, context) => {
      restoreSaved(client, context?.previous);
      if (target.kind === 'new' && ApiError.is(error) && error.fieldMessage('name')) {
        setCreateError(error.fieldMessage('name'));
        return;
      }
      toast.error(t('save.failed'));
    },
    onSuccess: (list) => {
      onOpenChange(false);
      setCreating(false);
      toast.success(t('save.saved', { list: list.name }));
    },
    onSettled: () => refreshLists(client),
  });

  const items = lists.data?.items ?? [];
  const showForm = creating || (lists.isSuccess && items.length === 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setCreating(false);
          setCreateError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('save.title')}
        closeLabel={t('common.close')}
        className="md:max-w-[520px]"
      >
        <p className="mb-4 truncate text-sm text-muted">{propertyTitle}</p>
        {lists.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : lists.isError ? (
          <div role="alert" className="space-y-3 text-center">
            <p>{t('save.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void lists.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <>
            {items.length > 0 ? (
              <ul className="mb-6 space-y-2" aria-label={t('save.yourLists')}>
                {items.map((list) => (
                  <li key={list.id}>
                    <button
                      type="button"
                      disabled={save.isPending}
                      onClick={() => save.mutate({ kind: 'existing', list })}
                      className="flex w-full items-center gap-4 rounded-xl p-2 text-left hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark disabled:opacity-60"
                    >
                      <WishlistCover list={list} className="size-14 shrink-0 rounded-lg" />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold">{list.name}</span>
                        <span className="block text-sm text-muted">
                          {t('count', { count: list.itemCount })}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {showForm ? (
              <section aria-labelledby="new-wishlist-heading">
                <h3 id="new-wishlist-heading" className="mb-3 font-semibold">
                  {t('save.newList')}
                </h3>
                <WishlistNameFields
                  submitLabel={t('save.create')}
                  pending={save.isPending}
                  error={createError}
                  onSubmit={(name) => {
                    setCreateError(undefined);
                    save.mutate({ kind: 'new', name });
                  }}
                />
              </section>
            ) : (
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => setCreating(true)}
              >
                {t('save.newList')}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
