import { DEMO_HOST_IDS } from '../catalogue/hosts.js';
import type { SeedContext } from '../context.js';

export interface SeededHosts {
  /** Who hosts the demo listings; the listings step spreads the catalogue over them. */
  hostIds: readonly string[];
}

/**
 * Step 1: the demo hosts. Today they are the catalogue's fixed ids, not identity users. When
 * they become real users this step creates them through identity's commands (idempotent by
 * e-mail) and returns their ids in the same order, and nothing after it changes.
 */
export async function seedHosts(_ctx: SeedContext): Promise<SeededHosts> {
  return { hostIds: DEMO_HOST_IDS };
}
