import { z } from 'zod';
import { Me } from '../identity/me.js';

/**
 * `GET /api/me`, re-exported by `auth.ts`: in a module of its own, as every page loads it and the
 * other auth bodies serve only the auth dialog (see `identity/me.ts`).
 */
export const MeResponse = z.object({ user: Me.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;
