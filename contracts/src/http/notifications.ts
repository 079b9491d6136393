import { z } from 'zod';

/** `/api/notifications/*`. */
export const UnreadCountResponse = z.object({ count: z.number().int().nonnegative() });
