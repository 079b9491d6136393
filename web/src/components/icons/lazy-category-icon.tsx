import { useEffect, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { STAY_ICONS } from './stay-icons';

type IconMap = Record<string, LucideIcon>;
let treeIcons: IconMap | null = null;
let loading: Promise<IconMap> | null = null;

function loadTreeIcons(): Promise<IconMap> {
  loading ??= import('./tree-icons').then((m) => (treeIcons = m.TREE_ICONS));
  return loading;
}

/**
 * The category bar's icon: the stay icons ship with the home page (per day is its default mode);
 * the per-hour tree's forty come in a chunk of their own the first time one is drawn, with an
 * empty box of the same size until then.
 */
export function LazyCategoryIcon({ id, className }: { id: string; className?: string }) {
  const stay = (STAY_ICONS as IconMap)[id];
  const [tree, setTree] = useState(treeIcons);
  useEffect(() => {
    if (stay || tree) return;
    let live = true;
    void loadTreeIcons().then((icons) => live && setTree(icons));
    return () => {
      live = false;
    };
  }, [stay, tree]);
  const Icon = stay ?? tree?.[id];
  if (!Icon) return <span aria-hidden="true" className={className} />;
  return <Icon aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
