import { queryOptions } from '@tanstack/react-query';
import { SavedListings, Wishlist, WishlistDetail, WishlistsResponse } from '@arrendo/contracts/web';
import type { CreateWishlistBody } from '@arrendo/contracts/web';
import { api, apiRequest } from '@/lib/api-client';

export const wishlistKeys = {
  all: ['wishlists'] as const,
  saved: () => [...wishlistKeys.all, 'saved'] as const,
  lists: () => [...wishlistKeys.all, 'lists'] as const,
  detail: (id: string) => [...wishlistKeys.all, 'detail', id] as const,
};

const enc = encodeURIComponent;

export const wishlistsApi = {
  saved: (signal?: AbortSignal) => api.get('/wishlists/saved', SavedListings, { signal }),
  lists: (signal?: AbortSignal) => api.get('/wishlists', WishlistsResponse, { signal }),
  detail: (id: string, signal?: AbortSignal) =>
    api.get(`/wishlists/${enc(id)}`, WishlistDetail, { signal }),
  create: (body: CreateWishlistBody) => api.post('/wishlists', body, Wishlist),
  rename: (id: string, name: string) => api.patch(`/wishlists/${enc(id)}`, { name }, Wishlist),
  remove: (id: string) => api.delete(`/wishlists/${enc(id)}`),
  addItem: (id: string, propertyId: string) =>
    api.put(`/wishlists/${enc(id)}/items/${enc(propertyId)}`, undefined, Wishlist),
  removeItem: (id: string, propertyId: string) =>
    api.delete(`/wishlists/${enc(id)}/items/${enc(propertyId)}`),
  /** Removes the listing from every list; answers the remaining saved ids. */
  unsave: (propertyId: string) =>
    apiRequest(`/wishlists/saved/${enc(propertyId)}`, { method: 'DELETE', schema: SavedListings }),
};

export function savedQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.saved(),
    queryFn: ({ signal }) => wishlistsApi.saved(signal),
    staleTime: 60_000,
  });
}

export function wishlistsQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.lists(),
    queryFn: ({ signal }) => wishlistsApi.lists(signal),
  });
}

export function wishlistQueryOptions(id: string) {
  return queryOptions({
    queryKey: wishlistKeys.detail(id),
    queryFn: ({ signal }) => wishlistsApi.detail(id, signal),
  });
}
