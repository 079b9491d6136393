import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazyToast } from '@/lib/lazy-toast';
import { wishlistKeys, wishlistsApi } from './api';
import { refreshLists, restoreSaved, setSavedOptimistically } from './saved-cache';

export interface Unsave {
  propertyId: string;
  propertyTitle: string;
}

/**
 * The filled heart's click: out of every list, with the heart emptied at once. A mutation run
 * through the query client's mutation cache (its defaults apply, as with `useMutation`), in a
 * module the heart loads on demand: the mutation code stays out of the home page's first load.
 */
export function unsaveListing(
  client: QueryClient,
  t: TFunction<'wishlists'>,
  variables: Unsave,
): Promise<void> {
  const observer = new MutationObserver(client, {
    mutationFn: ({ propertyId }: Unsave) => wishlistsApi.unsave(propertyId),
    onMutate: async ({ propertyId }) => {
      await client.cancelQueries({ queryKey: wishlistKeys.saved() });
      return { previous: setSavedOptimistically(client, propertyId, false) };
    },
    onError: (_error, _vars, context) => {
      restoreSaved(client, context?.previous);
      lazyToast.error(t('heart.removeFailed'));
    },
    onSuccess: (saved, { propertyTitle }) => {
      client.setQueryData(wishlistKeys.saved(), saved);
      lazyToast.success(t('heart.removed', { title: propertyTitle }));
    },
    onSettled: () => refreshLists(client),
  });
  // The error is handled above (toast, heart restored); the caller has nothing left to do.
  return observer.mutate(variables).then(
    () => undefined,
    () => undefined,
  );
}
