import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { Payment, safeRedirectPath } from '@arrendo/contracts/web';
import type { DevCompleteBody } from '@arrendo/contracts/web';
import { paymentKeys } from '@/features/bookings/api';
import { api } from '@/lib/api-client';

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/payments/${encodeURIComponent(id)}`, Payment, { signal }),
    retry: false,
  });
}

/**
 * `POST /api/payments/:id/dev-complete` answers `{redirectTo}` (contracts `http/payments.ts`; the
 * RPC's `DevCompleteReply` is server-only). Only a path on this site is accepted: the page sends
 * the browser there, and it must not become a way to send it anywhere else.
 */
const DevCompleteResponse = z.object({
  redirectTo: z.string().transform((to, ctx) => {
    const path = safeRedirectPath(to);
    if (path === null) {
      ctx.addIssue({ code: 'custom', message: 'Not a path on this site' });
      return z.NEVER;
    }
    return path;
  }),
});

export const completeDevPayment = (id: string, body: DevCompleteBody) =>
  api.post(`/payments/${encodeURIComponent(id)}/dev-complete`, body, DevCompleteResponse);
