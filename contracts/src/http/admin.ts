import { z } from 'zod';
import { Role } from '../common/actor.js';
import { Uuid } from '../common/ids.js';
import { UserListFields, UserPage } from '../identity/model.js';

/** `/api/admin/*`: the admin role is required for everything but status and bootstrap. */

export const AdminStatusResponse = z.object({ hasAdmin: z.boolean() });
export type AdminStatusResponse = z.infer<typeof AdminStatusResponse>;

export const AdminUsersQuery = z
  .object({ ...UserListFields, limit: z.coerce.number().int().min(1).max(100).default(50) })
  .strict();
export const AdminUsersResponse = UserPage;

export const UserIdParams = z.object({ id: Uuid }).strict();
export const SetRolesBody = z.object({ roles: z.array(Role) }).strict();
export const BootstrapAdminBody = z.object({ token: z.string().min(1).max(200) }).strict();
