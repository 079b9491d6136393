import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import type { ContentHeading } from '@/features/content/content-doc';
import { goToElement } from '../scroll';

/** The section whose heading was last scrolled past the top of the viewport. */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>();
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      () => {
        // The last heading above the upper third of the screen is the section being read.
        const line = window.innerHeight / 3;
        let found: string | undefined;
        for (const element of elements) {
          if (element.getBoundingClientRect().top <= line) found = element.id;
        }
        setCurrent(found);
      },
      { rootMargin: '0px 0px -66% 0px', threshold: [0, 1] },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/**
 * The sections of a legal text as anchor links. Beside the text on wide screens (the layout makes
 * it sticky); on phones a button above the text opens and closes it.
 */
export function TableOfContents({ headings }: { headings: ContentHeading[] }) {
  const { t } = useTranslation('legal');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = useCurrentSection(headings.map((heading) => heading.id));

  const onLink = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    goToElement(target);
    // The address names the section (to share or reload), without a history entry per click and
    // without a router navigation that would scroll on its own.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  };

  return (
    <nav aria-label={t('toc.label')} data-testid="legal-toc" className="text-sm">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg border border-neutral-300 px-4 py-3 font-semibold lg:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('toc.title')}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <p className="hidden font-semibold lg:block">{t('toc.title')}</p>
      <ol
        id={listId}
        className={cn(
          'mt-2 space-y-1 border-l border-neutral-200 lg:mt-3',
          open ? 'block' : 'hidden lg:block',
        )}
      >
        {headings.map((heading) => {
          const active = heading.id === current;
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                onClick={onLink(heading.id)}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  '-ml-px block border-l-2 py-1 pl-3 hover:text-ink',
                  active ? 'border-ink font-semibold text-ink' : 'border-transparent text-muted',
                )}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
