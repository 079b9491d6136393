import {
  AdminStatusResponse,
  AdminUsersResponse,
  type Role,
  type UserStatus,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const adminStatusQuery = queryOptions({
  queryKey: ['admin', 'status'],
  queryFn: () => api.get('/admin/status', AdminStatusResponse),
});

/** The user list's filter: a search in emails and names, and a status (decision 0048). */
export interface AdminUsersFilter {
  q?: string | undefined;
  status?: UserStatus | undefined;
}

export function adminUsersQuery({ q, status }: AdminUsersFilter) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'users', 'list', q ?? '', status ?? 'all'],
    queryFn: ({ pageParam }) =>
      api.get('/admin/users', AdminUsersResponse, {
        query: { q: q || undefined, status, cursor: pageParam ?? undefined, limit: 50 },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

// Both answers are only acknowledgements here: the page refetches the session and the list.
const Ack = z.unknown();

export const adminApi = {
  bootstrap: (token: string) => api.post('/admin/bootstrap', { token }, Ack),
  setRoles: (userId: string, roles: Role[]) =>
    api.put(`/admin/users/${encodeURIComponent(userId)}/roles`, { roles }, Ack),
};

// `/admin/revenue`'s loader reads through this module, which other admin loaders import already:
// a module of its own would be two more files that the entry names (web/.size-limit.ts).
export { loadRevenuePage } from './revenue/api';
