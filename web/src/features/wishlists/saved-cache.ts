import type { QueryClient } from '@tanstack/react-query';
import type { SavedListings } from '@arrendo/contracts/web';
import { wishlistKeys } from './api';

/** Sets one heart at once; the answer (or a refetch) settles it. Returns the prior state. */
export function setSavedOptimistically(
  client: QueryClient,
  propertyId: string,
  saved: boolean,
): SavedListings | undefined {
  const previous = client.getQueryData<SavedListings>(wishlistKeys.saved());
  const ids = (previous?.propertyIds ?? []).filter((id) => id !== propertyId);
  client.setQueryData<SavedListings>(wishlistKeys.saved(), {
    propertyIds: saved ? [propertyId, ...ids] : ids,
  });
  return previous;
}

export function restoreSaved(client: QueryClient, previous: SavedListings | undefined): void {
  if (previous) client.setQueryData(wishlistKeys.saved(), previous);
  else void client.invalidateQueries({ queryKey: wishlistKeys.saved() });
}

/** The lists' counts and covers change with every save or removal. */
export function refreshLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: wishlistKeys.lists() }),
    client.invalidateQueries({ queryKey: [...wishlistKeys.all, 'detail'] }),
  ]);
}
