import { Circle, type LucideIcon } from 'lucide-react';
import { STAY_ICONS } from './stay-icons';
import { TREE_ICONS } from './tree-icons';

/**
 * SVG icons (lucide, one import per icon) for every value of the catalogue: decisions.md "Shell
 * and content" — icons are never emoji, which systems without an emoji font draw as empty boxes.
 * The wizard and the search's What step import this; the first-visit pages load it in a chunk of
 * its own (lazy-category-icon.tsx).
 */
const ICONS: Record<string, LucideIcon> = { ...TREE_ICONS, ...STAY_ICONS };

/** True when `id` has an icon of its own (tests: every catalogue value does). */
export function hasCategoryIcon(id: string): boolean {
  return id in ICONS;
}

/** A category, subcategory, stay type, stay theme or 'featured'; decorative (the label says it). */
export function CategoryIcon({ id, className }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? Circle;
  return <Icon aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
