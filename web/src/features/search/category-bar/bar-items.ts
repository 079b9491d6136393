import {
  CATEGORY_IDS,
  CATEGORY_TREE,
  FEATURED_CATEGORY,
  STAY_THEMES,
  type PriceUnit,
} from '@arrendo/contracts/web';

export interface BarItem {
  /** The `category` value written to the URL; 'featured' writes none. */
  id: string;
  /** Top categories open a group of their subcategories (drawn a little apart). */
  level: 'all' | 'category' | 'subcategory' | 'theme';
}

/**
 * decisions.md "Category bar": per hour, the category tree (featured first, then each category
 * followed by its subcategories); per day, 'trending' and the stay themes hosts pick.
 */
export function barItems(mode: PriceUnit): BarItem[] {
  if (mode === 'day') return STAY_THEMES.map((id) => ({ id, level: 'theme' }));
  return [
    { id: FEATURED_CATEGORY, level: 'all' },
    ...CATEGORY_IDS.flatMap((category): BarItem[] => [
      { id: category, level: 'category' },
      ...CATEGORY_TREE[category].map((id): BarItem => ({ id, level: 'subcategory' })),
    ]),
  ];
}
