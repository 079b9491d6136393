import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazyToast } from '@/lib/lazy-toast';
import { wishlistKeys, wishlistsApi } from './api';
import { refreshLists, restoreSaved, setSavedOptimistically } from './saved-cache';

interface Unsave {
  propertyId: string;
  propertyTitle: string;
}

/** The filled heart's click: out of every list, with the heart emptied at once. */
export function useUnsaveListing() {
  const client = useQueryClient();
  const { t } = useTranslation('wishlists');
  return useMutation({
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
}
