import { z } from 'zod';
import { Role } from '../common/actor.js';
import { PageCursor } from '../common/cursor.js';
import { DeadLetter } from '../common/dead-letter.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ServiceName } from '../common/services.js';
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

/**
 * `/api/admin/dead-letters*`: the operators' view of every service's failed work. The shapes are
 * the BFF's own; the service messages (`common/dead-letters.ts`) share only the record.
 */
export const AdminDeadLettersQuery = z
  .object({
    service: ServiceName,
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** `true` leaves out letters an operator already retried (only the two words, no guessing). */
    unresolvedOnly: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
export type AdminDeadLettersQuery = z.input<typeof AdminDeadLettersQuery>;

/** Newest failure first; `nextCursor` asks for the next page. */
export const AdminDeadLettersResponse = z.object({
  service: ServiceName,
  items: z.array(DeadLetter),
  nextCursor: z.string().nullable(),
});
export type AdminDeadLettersResponse = z.infer<typeof AdminDeadLettersResponse>;

/** One service's part of the summary: a service that does not answer is only marked. */
export const AdminDeadLetterServiceSummary = z.discriminatedUnion('status', [
  z.object({
    service: ServiceName,
    status: z.literal('ok'),
    unresolved: z.number().int().nonnegative(),
  }),
  z.object({ service: ServiceName, status: z.literal('unavailable') }),
]);
export type AdminDeadLetterServiceSummary = z.infer<typeof AdminDeadLetterServiceSummary>;

/** Every service in `SERVICE_NAMES`, in that order. */
export const AdminDeadLetterSummaryResponse = z.object({
  services: z.array(AdminDeadLetterServiceSummary),
});
export type AdminDeadLetterSummaryResponse = z.infer<typeof AdminDeadLetterSummaryResponse>;

export const AdminDeadLetterParams = z.object({ service: ServiceName, id: Uuid }).strict();

export const AdminRetryDeadLetterResponse = z.object({ id: Uuid, resolvedAt: IsoDateTime });
export type AdminRetryDeadLetterResponse = z.infer<typeof AdminRetryDeadLetterResponse>;
