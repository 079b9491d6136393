import { z } from 'zod';
import { AdminUserDetail, SuspensionReason } from '../identity/model.js';

/** `/api/admin/users/:id*` (decision 0048): one account, its suspension and reactivation. */

export const AdminUserDetailResponse = AdminUserDetail;
export type AdminUserDetailResponse = z.infer<typeof AdminUserDetailResponse>;

/** `POST /api/admin/users/:id/suspend`: the reason is required, 1–500 characters. */
export const SuspendUserBody = z.object({ reason: SuspensionReason }).strict();
export type SuspendUserBody = z.input<typeof SuspendUserBody>;
