import { PromotionalConsent, type PromotionalConsentBody } from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in person's consent to promotional emails (Ley 21.719), with its date. */
export const promotionalConsentQuery = queryOptions({
  queryKey: ['account', 'promotional-consent'],
  queryFn: () => api.get('/me/promotional-consent', PromotionalConsent),
});

/** Putting the current state again changes nothing on the server (the date stays). */
export function savePromotionalConsent(body: PromotionalConsentBody) {
  return api.put('/me/promotional-consent', body, PromotionalConsent);
}
