import { useEffect, useState } from 'react';
import type * as CategoryIcons from './category-icon';

type CategoryIconModule = typeof CategoryIcons;
let loaded: CategoryIconModule | null = null;
let loading: Promise<CategoryIconModule> | null = null;

function loadIcons(): Promise<CategoryIconModule> {
  loading ??= import('./category-icon').then((m) => (loaded = m));
  return loading;
}

/**
 * A catalogue icon for the first-visit pages (the home page's category bar, a listing photo's
 * fallback): the icons and lucide come in a chunk of their own right after the page, keeping the
 * first download within its budget (web/.size-limit.ts); until then an empty box of the same
 * size holds the place, so nothing moves. The wizard draws `CategoryIcon` directly.
 */
export function LazyCategoryIcon({ id, className }: { id: string; className?: string }) {
  const [icons, setIcons] = useState(loaded);
  useEffect(() => {
    if (icons) return;
    let live = true;
    void loadIcons().then((m) => live && setIcons(m));
    return () => {
      live = false;
    };
  }, [icons]);
  if (!icons) return <span aria-hidden="true" className={className} />;
  return <icons.CategoryIcon id={id} className={className} />;
}
