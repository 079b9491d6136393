import {
  CATEGORY_IDS,
  CATEGORY_TREE,
  type CategoryId,
  type SubcategoryId,
} from '@arrendo/contracts/web';

/** Lower case without accents, so "cancha", "Cáncha" and "CANCHA" all find "Cancha de pádel". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

export interface CategoryMatch {
  id: CategoryId;
  subcategories: SubcategoryId[];
}

/**
 * The What step's search box (spec §2.3) filters both levels by their labels in the visitor's
 * language: a category stays when its own label or one of its subcategories' matches; a matching
 * category keeps all its subcategories, otherwise only the matching ones are shown.
 */
export function filterCategoryTree(query: string, label: (id: string) => string): CategoryMatch[] {
  const q = foldForSearch(query);
  const all = CATEGORY_IDS.map((id) => ({ id, subcategories: [...CATEGORY_TREE[id]] }));
  if (q === '') return all;
  const matches = (id: string) => foldForSearch(label(id)).includes(q);
  return all.flatMap((category) => {
    if (matches(category.id)) return [category];
    const subcategories = category.subcategories.filter(matches);
    return subcategories.length > 0 ? [{ id: category.id, subcategories }] : [];
  });
}
