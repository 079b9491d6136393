import { EXPERIENCE_PROFILES } from './experiences/index.js';
import { HOME_PROFILES } from './homes.js';

export type { Profile } from './profile.js';

/**
 * Every kind of demo listing. The order is part of the catalogue's identity: the generator
 * draws from one seeded sequence over this list, so reordering it changes every listing.
 */
export const PROFILES = [...HOME_PROFILES, ...EXPERIENCE_PROFILES] as const;
