import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  AdminClaimsResponse,
  ClaimResponse,
  type AdminClaimMessageBody,
  type ApproveClaimBody,
  type RejectClaimBody,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import type { ClaimFilter } from './search';

/** Every admin claims query starts with this: a decision refreshes the lists and the claim. */
export const ADMIN_CLAIMS_KEY = ['admin', 'claims'] as const;

export function adminClaimsQuery(filter: ClaimFilter) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_CLAIMS_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/claims', AdminClaimsResponse, {
        query: { status: filter === 'all' ? undefined : filter, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const adminClaimKey = (claimId: string) => [...ADMIN_CLAIMS_KEY, 'one', claimId] as const;

export function adminClaimQuery(claimId: string) {
  return queryOptions({
    queryKey: adminClaimKey(claimId),
    queryFn: ({ signal }) =>
      api.get(`/admin/claims/${encodeURIComponent(claimId)}`, ClaimResponse, { signal }),
    retry: false,
  });
}

const claimPath = (claimId: string) => `/admin/claims/${encodeURIComponent(claimId)}`;

export const adminClaimsApi = {
  message: (claimId: string, body: AdminClaimMessageBody) =>
    api.post(`${claimPath(claimId)}/messages`, body, ClaimResponse),
  approve: (claimId: string, body: ApproveClaimBody) =>
    api.post(`${claimPath(claimId)}/approve`, body, ClaimResponse),
  reject: (claimId: string, body: RejectClaimBody) =>
    api.post(`${claimPath(claimId)}/reject`, body, ClaimResponse),
};
