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

export type CategoryId = keyof typeof CATEGORY_TREE;
export type SubcategoryId = (typeof CATEGORY_TREE)[CategoryId][number];

export const CATEGORY_IDS = Object.keys(CATEGORY_TREE) as CategoryId[];
export const Category = z.enum(CATEGORY_IDS as [CategoryId, ...CategoryId[]]);

export const SUBCATEGORY_IDS = Object.values(CATEGORY_TREE).flat() as SubcategoryId[];
export const Subcategory = z.enum(SUBCATEGORY_IDS as [SubcategoryId, ...SubcategoryId[]]);

/** An emoji per top category (the listing wizard, the search's What step and category bar). */
export const CATEGORY_ICONS: Record<CategoryId, string> = {
  productions: '🎬',
  events: '🎉',
  work: '💼',
  recreation: '🏖️',
  wellness: '🧘',
};

/** 'featured' is a pseudo-category meaning "no filter". */
export const FEATURED_CATEGORY = 'featured';

export interface SubcategoryInfo {
  id: SubcategoryId;
  parentId: CategoryId;
  /** An emoji icon, so the web needs no icon font to show the picker. */
  icon: string;
}

const ICONS: Record<SubcategoryId, string> = {
  studio: '📸',
  recording: '🎙️',
  'film-studio': '🎬',
  theater: '🎭',
  workshop: '🛠️',
  hall: '🏛️',
  restaurant: '🍽️',
  outdoor: '🌳',
  terrace: '🌇',
  'co-work': '💼',
  desk: '🖥️',
  'medical-box': '🩺',
  kitchen: '🍳',
  office: '🏢',
  salon: '💇',
  store: '🏬',
  warehouse: '📦',
  room: '🚪',
  'therapy-box': '🛋️',
  apartment: '🏙️',
  house: '🏡',
  bar: '🍸',
  hotel: '🏨',
  parking: '🅿️',
  gym: '🏋️',
  pool: '🏊',
  soccer: '⚽',
  spa: '💆',
  'holistic-center': '🧘',
  tennis: '🎾',
  basketball: '🏀',
  padel: '🏓',
  futbolito: '🥅',
  golf: '⛳',
};

export const SUBCATEGORIES: SubcategoryInfo[] = CATEGORY_IDS.flatMap((parentId) =>
  CATEGORY_TREE[parentId].map((id) => ({ id, parentId, icon: ICONS[id] })),
);

export function parentOf(subcategory: SubcategoryId): CategoryId {
  const found = SUBCATEGORIES.find((s) => s.id === subcategory);
  if (!found) throw new Error(`Unknown subcategory ${subcategory}`);
  return found.parentId;
}

export function isSubcategoryOf(category: CategoryId, subcategory: string): boolean {
  return (CATEGORY_TREE[category] as readonly string[]).includes(subcategory);
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
