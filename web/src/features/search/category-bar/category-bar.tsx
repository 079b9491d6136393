import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_CATEGORY } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { useSearchNavigation, useSearchUrl } from '../use-search-url';
import { LazyCategoryIcon } from '@/components/icons/lazy-category-icon';
import { categoryLabelKey } from '../steps/what/category-icons';
import { barItems } from './bar-items';
import { horizontalShortfall, visibleSpan } from './horizontal-shortfall';

/**
 * The home page's category bar (decisions.md): a row of icon + label buttons under the header.
 * Choosing one filters at once (`category` in the URL); choosing the current one again, or
 * 'Featured', removes the filter. Desktop has arrows to scroll; touch screens swipe.
 */
export function CategoryBar() {
  const { t } = useTranslation('search-steps');
  const url = useSearchUrl();
  const { patchUrl } = useSearchNavigation();
  const mode = url.type ?? 'day';
  const current = url.category ?? FEATURED_CATEGORY;
  const items = barItems(mode);
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({
      back: el.scrollLeft > 1,
      forward: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, mode]);

  // A reload or a link may select an item far to the right: bring it into view. Only the row
  // scrolls: scrollIntoView moves every scrollable ancestor, the window included, so a bar above
  // the fold (Back restoring a place down the list) would have pulled the page up to it.
  useEffect(() => {
    const row = scroller.current;
    const item = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && item) {
      row.scrollLeft += horizontalShortfall(visibleSpan(row), item.getBoundingClientRect());
    }
  }, [current, mode]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  const choose = (id: string) => {
    const next = id === current || id === FEATURED_CATEGORY ? undefined : id;
    void patchUrl({ category: next });
  };

  return (
    <nav
      aria-label={t('bar.label')}
      className="relative border-b border-neutral-200 bg-white"
      data-testid="category-bar"
    >
      <ScrollArrow label={t('bar.scrollBack')} visible={edges.back} onClick={() => scrollBy(-1)} />
      <ul
        ref={scroller}
        className="flex snap-x gap-2 overflow-x-auto px-4 [scrollbar-width:none] md:px-12 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, i) => {
          const pressed = item.id === current;
          return (
            <li
              key={item.id}
              className={cn(
                'shrink-0 snap-start',
                item.level === 'category' && i > 0 && 'ml-3 border-l border-neutral-200 pl-3',
              )}
            >
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => choose(item.id)}
                className={cn(
                  'flex flex-col items-center gap-1 border-b-2 px-1 pt-3 pb-2 text-xs whitespace-nowrap transition-colors',
                  pressed
                    ? 'border-ink font-semibold text-ink'
                    : 'border-transparent text-muted hover:border-neutral-300 hover:text-ink',
                  item.level === 'category' && 'font-semibold',
                )}
              >
                <LazyCategoryIcon id={item.id} className="size-6" />
                {t(categoryLabelKey(item.id))}
              </button>
            </li>
          );
        })}
      </ul>
      <ScrollArrow
        label={t('bar.scrollForward')}
        visible={edges.forward}
        onClick={() => scrollBy(1)}
        forward
      />
    </nav>
  );
}

function ScrollArrow(props: {
  label: string;
  visible: boolean;
  onClick: () => void;
  forward?: boolean;
}) {
  if (!props.visible) return null;
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={cn(
        'absolute top-1/2 z-10 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full border border-neutral-300 bg-white shadow-sm hover:shadow md:flex',
        props.forward ? 'right-2' : 'left-2',
      )}
    >
      <ChevronLeftIcon className={cn('size-4', props.forward && 'rotate-180')} />
    </button>
  );
}
