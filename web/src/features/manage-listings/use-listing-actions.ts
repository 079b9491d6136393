import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ListingSummary, MyListingsResponse } from '@arrendo/contracts/web';
import { upcomingBookingsBlocking } from '@/features/bookings/upcoming-conflict';
import { firstProblemStep, hostListingKeys, hostListingsApi } from './api';

export interface ListingRef {
  id: string;
  /** The listing's title or the 'Untitled draft' text, for toasts. */
  name: string;
}

export function editListingHref(id: string, step?: string): string {
  const base = `/edit-listing/${encodeURIComponent(id)}`;
  return step ? `${base}?step=${encodeURIComponent(step)}` : base;
}

function patchRow(
  data: MyListingsResponse | undefined,
  id: string,
  change: (row: ListingSummary) => ListingSummary | null,
): MyListingsResponse | undefined {
  if (!data) return data;
  return {
    items: data.items.flatMap((row) => {
      if (row.id !== id) return [row];
      const next = change(row);
      return next ? [next] : [];
    }),
  };
}

/** Publish, unpublish and delete, each followed by a fresh list from the server. */
export function useListingActions() {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const router = useRouter();
  const key = hostListingKeys.mine();
  const settle = () => client.invalidateQueries({ queryKey: hostListingKeys.all });
  const setStatus = (id: string, status: ListingSummary['status']) =>
    client.setQueryData<MyListingsResponse>(key, (data) =>
      patchRow(data, id, (row) => ({ ...row, status })),
    );

  const publish = useMutation({
    mutationFn: (listing: ListingRef) => hostListingsApi.publish(listing.id),
    onSuccess: (updated, listing) => {
      setStatus(updated.id, updated.status);
      toast.success(t('toast.published', { title: listing.name }));
    },
    onError: (error, listing) => {
      const step = firstProblemStep(error);
      if (step) {
        // The wizard shows each problem on its own step: start the host on the first one.
        toast.error(t('toast.needsWork'));
        void router.navigate({ href: editListingHref(listing.id, step) });
        return;
      }
      toast.error(t('toast.publishFailed'));
    },
    onSettled: settle,
  });

  const unpublish = useMutation({
    mutationFn: (listing: ListingRef) => hostListingsApi.unpublish(listing.id),
    onSuccess: (updated, listing) => {
      setStatus(updated.id, updated.status);
      toast.success(t('toast.unpublished', { title: listing.name }));
    },
    onError: () => toast.error(t('toast.unpublishFailed')),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (listing: ListingRef) => hostListingsApi.remove(listing.id),
    onSuccess: (_data, listing) => {
      client.setQueryData<MyListingsResponse>(key, (data) =>
        patchRow(data, listing.id, () => null),
      );
      toast.success(t('toast.deleted', { title: listing.name }));
    },
    onError: (error, listing) => {
      const count = upcomingBookingsBlocking(error);
      toast.error(
        count === undefined
          ? t('toast.deleteFailed')
          : t('toast.deleteBlocked', { title: listing.name, count }),
      );
    },
    onSettled: settle,
  });

  return { publish, unpublish, remove };
}
