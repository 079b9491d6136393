import { STAY_THEMES } from '@arrendo/contracts/web';

const STAY_THEME_IDS = new Set<string>(STAY_THEMES);

/** The catalogue key of a category, subcategory, stay theme or 'featured'. */
export function categoryLabelKey(id: string): string {
  return STAY_THEME_IDS.has(id) ? `common:stayThemes.${id}` : `common:categories.${id}`;
}
