import { z } from 'zod';
import { UserStatus } from '@arrendo/contracts/web';

/**
 * `/admin/users`' URL: what was searched and which status is shown, so a filtered list can be
 * linked, reloaded and gone back to. Anything else in the URL is dropped, not an error.
 */
export const UsersSearch = z.object({
  q: z.string().max(254).optional().catch(undefined),
  status: UserStatus.optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof UsersSearch>;
