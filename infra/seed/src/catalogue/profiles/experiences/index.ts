import type { Profile } from '../profile.js';
import { EVENT_PROFILES } from './events.js';
import { PRODUCTION_PROFILES } from './productions.js';
import { RECREATION_PROFILES } from './recreation.js';
import { WELLNESS_PROFILES } from './wellness.js';
import { WORK_PROFILES } from './work.js';

/** Experiences (per hour): every subcategory of the tree, in the tree's category order. */
export const EXPERIENCE_PROFILES: readonly Profile[] = [
  ...PRODUCTION_PROFILES,
  ...EVENT_PROFILES,
  ...WORK_PROFILES,
  ...RECREATION_PROFILES,
  ...WELLNESS_PROFILES,
];
