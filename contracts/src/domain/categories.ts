import { z } from 'zod';

/** Spec §3 "Category tree". Labels live in the web catalogues under `categories.<id>`. */
export const CATEGORY_TREE = {
  productions: ['studio', 'recording', 'film-studio', 'theater', 'workshop'],
  events: ['hall', 'restaurant', 'outdoor', 'terrace'],
  work: [
    'co-work',
    'desk',
    'medical-box',
    'kitchen',
    'office',
    'salon',
    'store',
    'warehouse',
    'room',
    'therapy-box',
  ],
  recreation: ['apartment', 'house', 'bar', 'hotel', 'parking'],
  wellness: [
    'gym',
    'pool',
    'soccer',
    'spa',
    'holistic-center',
    'tennis',
    'basketball',
    'padel',
    'futbolito',
    'golf',
  ],
} as const;

/** The per-hour category tree's top categories. */
export type CategoryId = keyof typeof CATEGORY_TREE;
export type HourlySubcategoryId = (typeof CATEGORY_TREE)[CategoryId][number];

export const CATEGORY_IDS = Object.keys(CATEGORY_TREE) as CategoryId[];

/**
 * Homes (rented per day) are not placed in the per-hour tree: their category is always `stay`
 * and their subcategory one of the stay types; the stay themes are their highlights
 * (decision 0032). Stay-type ids may repeat a tree id ('house'): a listing's type tells them apart.
 */
export const HOME_CATEGORY = 'stay';
export const STAY_TYPES = [
  'house',
  'apartment',
  'cabin',
  'guesthouse',
  'hotel',
  'glamping',
] as const;
export type StayTypeId = (typeof STAY_TYPES)[number];

/** A listing's category: a tree category (hourly spaces) or `stay` (homes). */
export type ListingCategoryId = CategoryId | typeof HOME_CATEGORY;
export const Category = z.enum([...CATEGORY_IDS, HOME_CATEGORY] as unknown as [
  ListingCategoryId,
  ...ListingCategoryId[],
]);

export type SubcategoryId = HourlySubcategoryId | StayTypeId;
export const SUBCATEGORY_IDS = [
  ...new Set<SubcategoryId>([...Object.values(CATEGORY_TREE).flat(), ...STAY_TYPES]),
];
export const Subcategory = z.enum(SUBCATEGORY_IDS as [SubcategoryId, ...SubcategoryId[]]);

/** 'featured' is a pseudo-category meaning "no filter". */
export const FEATURED_CATEGORY = 'featured';

export interface SubcategoryInfo {
  id: HourlySubcategoryId;
  parentId: CategoryId;
}

/** The per-hour tree's subcategories, each with its parent (icons are drawn by the web). */
export const SUBCATEGORIES: SubcategoryInfo[] = CATEGORY_IDS.flatMap((parentId) =>
  CATEGORY_TREE[parentId].map((id) => ({ id, parentId })),
);

export function parentOf(subcategory: HourlySubcategoryId): CategoryId {
  const found = SUBCATEGORIES.find((s) => s.id === subcategory);
  if (!found) throw new Error(`Unknown subcategory ${subcategory}`);
  return found.parentId;
}

export function isSubcategoryOf(category: ListingCategoryId, subcategory: string): boolean {
  if (category === HOME_CATEGORY) return (STAY_TYPES as readonly string[]).includes(subcategory);
  return (CATEGORY_TREE[category] as readonly string[]).includes(subcategory);
}

/** The category a listing of this type must have: `stay` for homes, a tree category otherwise. */
export function categoryFitsType(
  listingType: 'home' | 'experience',
  category: ListingCategoryId,
): boolean {
  return listingType === 'home' ? category === HOME_CATEGORY : category !== HOME_CATEGORY;
}

/** The stay-oriented catalogue groups ("trending", "cabins", …) shown on the home bar. */
export const STAY_THEMES = [
  'trending',
  'islands',
  'vineyards',
  'farms',
  'containers',
  'domes',
  'treehouses',
  'omg',
  'cabins',
  'lakefront',
  'beachfront',
  'amazing-pools',
  'countryside',
  'amazing-views',
] as const;
export type StayThemeId = (typeof STAY_THEMES)[number];

/**
 * What a host may pick (up to three) for a home listing: the stay themes without 'trending',
 * which is computed from recent saves and bookings, never chosen (decisions.md, Category bar).
 */
export const STAY_HIGHLIGHTS = STAY_THEMES.filter(
  (theme): theme is Exclude<(typeof STAY_THEMES)[number], 'trending'> => theme !== 'trending',
);
export type StayHighlightId = (typeof STAY_HIGHLIGHTS)[number];
export const StayHighlight = z.enum(STAY_HIGHLIGHTS as [StayHighlightId, ...StayHighlightId[]]);
export const MAX_STAY_HIGHLIGHTS = 3;
