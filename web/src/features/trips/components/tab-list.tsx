import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';

interface TabListProps<T extends string> {
  label: string;
  tabs: readonly T[];
  active: T;
  labelOf(tab: T): string;
  onSelect(tab: T): void;
  /** Prefix for the tab and panel ids, so `aria-controls` and `aria-labelledby` pair up. */
  idPrefix: string;
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * The WAI-ARIA tabs pattern (roving focus, arrows, Home/End) for tabs that live in the URL: the
 * selection is the page's `?tab=`, so each tab is a button that asks the page to navigate.
 */
export function TabList<T extends string>({
  label,
  tabs,
  active,
  labelOf,
  onSelect,
  idPrefix,
}: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next]!);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mb-6 flex gap-6 overflow-x-auto border-b border-neutral-200"
    >
      {tabs.map((tab, i) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              '-mb-px shrink-0 border-b-2 pb-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-dark',
              selected
                ? 'border-neutral-900 text-neutral-900'
                : 'border-transparent text-muted hover:text-neutral-900',
            )}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
