import {
  CATEGORY_ICONS,
  FEATURED_CATEGORY,
  STAY_THEMES,
  SUBCATEGORIES,
} from '@arrendo/contracts/web';

/**
 * Emoji for every value the What step and the category bar offer. The contracts give the
 * categories and subcategories theirs; 'featured' and the stay themes get theirs here, so the
 * picker needs no icon font and no image requests.
 */
const STAY_THEME_ICONS: Record<(typeof STAY_THEMES)[number], string> = {
  trending: '🔥',
  islands: '🏝️',
  vineyards: '🍇',
  farms: '🚜',
  containers: '📦',
  domes: '⛺',
  treehouses: '🌳',
  omg: '🤯',
  cabins: '🛖',
  lakefront: '🏞️',
  beachfront: '🏖️',
  'amazing-pools': '🏊',
  countryside: '🌾',
  'amazing-views': '🌄',
};

const ICONS: Record<string, string> = {
  [FEATURED_CATEGORY]: '⭐',
  ...CATEGORY_ICONS,
  ...STAY_THEME_ICONS,
  ...Object.fromEntries(SUBCATEGORIES.map((s) => [s.id, s.icon])),
};

export function categoryIcon(id: string): string {
  return ICONS[id] ?? '';
}

const STAY_THEME_IDS = new Set<string>(STAY_THEMES);

/** The catalogue key of a category, subcategory, stay theme or 'featured'. */
export function categoryLabelKey(id: string): string {
  return STAY_THEME_IDS.has(id) ? `common:stayThemes.${id}` : `common:categories.${id}`;
}
