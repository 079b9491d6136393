import {
  HOME_CATEGORY,
  parentOf,
  type AmenityId,
  type HourlySubcategoryId,
  type ListingCategoryId,
  type ListingType,
  type StayTypeId,
  type SubcategoryId,
} from '@arrendo/contracts';
import type { Landscape } from '../gazetteer.js';
import type { SceneKind } from '../../images/scenes.js';

/**
 * How one kind of demo listing looks: title templates ({place}, {landmark}, {city}, {bedrooms}),
 * description openings, fitting amenities, price range in CLP (per day for homes, per hour for
 * experiences), capacity, and the illustration scenes of its photos (first = thumbnail).
 */
export interface Profile {
  type: ListingType;
  /** The kind of space (its images and details); homes are stored under a stay type instead. */
  subcategory: HourlySubcategoryId;
  count: number;
  titles: readonly string[];
  intros: readonly string[];
  amenities: readonly AmenityId[];
  price: readonly [number, number];
  guests: readonly [number, number];
  bedrooms: readonly [number, number];
  bathrooms: readonly [number, number];
  /** Where this kind of space is usually found; empty = anywhere. */
  landscapes: readonly Landscape[];
  scenes: readonly SceneKind[];
}

/** Amenities most listings of a kind share; each profile adds its own. */
export const HOME_BASE: readonly AmenityId[] = [
  'wifi',
  'kitchen',
  'heating',
  'tv',
  'private-bathroom',
];
export const WORK: readonly AmenityId[] = ['wifi', 'workspace', 'tables', 'chairs', 'coffee-maker'];
export const EVENT: readonly AmenityId[] = ['tables', 'chairs', 'sound-system', 'universal-access'];
export const SPORT: readonly AmenityId[] = ['changing-room', 'parking', 'security', 'bike-rack'];

/** An experience (per hour) profile: five listings, no bedrooms, one or two bathrooms. */
export const experience = (
  subcategory: HourlySubcategoryId,
  titles: string[],
  intros: string[],
  amenities: AmenityId[],
  price: [number, number],
  guests: [number, number],
  scenes: SceneKind[],
  landscapes: Landscape[] = [],
): Profile => ({
  type: 'experience',
  subcategory,
  count: 5,
  titles,
  intros,
  amenities,
  price,
  guests,
  bedrooms: [0, 0],
  bathrooms: [1, 2],
  landscapes,
  scenes,
});

/** The stay type each home profile is listed as (decision 0032: homes are not in the tree). */
const STAY_TYPE_OF: Partial<Record<HourlySubcategoryId, StayTypeId>> = {
  apartment: 'apartment',
  house: 'house',
  hotel: 'hotel',
  outdoor: 'glamping',
  'holistic-center': 'cabin',
};

/** The category and subcategory a demo listing of this profile is stored with. */
export function placement(profile: Pick<Profile, 'type' | 'subcategory'>): {
  category: ListingCategoryId;
  subcategory: SubcategoryId;
} {
  if (profile.type === 'home')
    return { category: HOME_CATEGORY, subcategory: STAY_TYPE_OF[profile.subcategory] ?? 'house' };
  return { category: parentOf(profile.subcategory), subcategory: profile.subcategory };
}
