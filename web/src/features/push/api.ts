import {
  PushPublicKeyResponse,
  PushSubscriptionsResponse,
  PushTestResponse,
  type PushSubscriptionInput,
} from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

export const pushKeys = {
  publicKey: ['push', 'public-key'] as const,
};

/** The VAPID key `pushManager.subscribe` needs; it changes only when operators rotate it. */
export const publicKeyQueryOptions = queryOptions({
  queryKey: pushKeys.publicKey,
  queryFn: ({ signal }) =>
    api.get('/notifications/push/public-key', PushPublicKeyResponse, { signal }),
  staleTime: Infinity,
});

export const saveSubscription = (body: PushSubscriptionInput) =>
  api.post('/notifications/push/subscriptions', body, PushSubscriptionsResponse);

export const removeSubscription = (endpoint: string) =>
  apiRequest('/notifications/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: PushSubscriptionsResponse,
  });

export const sendTestPush = () => api.post('/notifications/push/test', {}, PushTestResponse);
