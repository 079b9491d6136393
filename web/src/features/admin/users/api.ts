import {
  AdminUser,
  AdminUserDetailResponse,
  type Role,
  type SuspendUserBody,
} from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the users' admin pages starts with this (lists and single users). */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export function adminUserQuery(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'one', userId],
    queryFn: () => api.get(`/admin/users/${encodeURIComponent(userId)}`, AdminUserDetailResponse),
  });
}

export const adminUserApi = {
  suspend: (userId: string, body: SuspendUserBody) =>
    api.post(`/admin/users/${encodeURIComponent(userId)}/suspend`, body, AdminUserDetailResponse),
  reactivate: (userId: string) =>
    api.post(`/admin/users/${encodeURIComponent(userId)}/reactivate`, {}, AdminUserDetailResponse),
  setRoles: (userId: string, roles: Role[]) =>
    api.put(`/admin/users/${encodeURIComponent(userId)}/roles`, { roles }, AdminUser),
};
