import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { FILTER_TABS } from '../editor';
import type { FiltersTab } from '../editor';

export const tabId = (tab: FiltersTab) => `filters-tab-${tab}`;
export const panelId = (tab: FiltersTab) => `filters-panel-${tab}`;

/** The six tabs (ARIA tabs pattern: arrows, Home and End move between them). */
export function FiltersTabs({ tab, onTab }: { tab: FiltersTab; onTab(tab: FiltersTab): void }) {
  const { t } = useTranslation('filters');
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = FILTER_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % FILTER_TABS.length,
      ArrowLeft: (at - 1 + FILTER_TABS.length) % FILTER_TABS.length,
      Home: 0,
      End: FILTER_TABS.length - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = FILTER_TABS[next] as FiltersTab;
    onTab(target);
    list.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('dialog.tabs')}
      onKeyDown={onKeyDown}
      className="flex shrink-0 gap-1 overflow-x-auto border-b border-neutral-200 px-4 [scrollbar-width:none]"
    >
      {FILTER_TABS.map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(name)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onTab(name)}
            className={cn(
              'shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-dark',
              selected
                ? 'border-neutral-900 text-neutral-900'
                : 'border-transparent text-muted hover:text-neutral-900',
            )}
          >
            {t(`tabs.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
