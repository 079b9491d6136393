import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useContentLanguage } from '@/features/content/use-content-doc';
import { forRole, HELP_ROLES } from '../help-index';
import type { HelpRole } from '../help-index';
import { ArticleLinkCard } from './article-link-card';

/**
 * Guest, Home host, Experience host (spec 2.14 lists two more roles Arrendo does not have): an
 * ARIA tablist with automatic activation; each panel shows that role's guides and top articles.
 */
export function RoleTabs() {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  const id = useId();
  const [role, setRole] = useState<HelpRole>('guest');
  const tabs = useRef<Partial<Record<HelpRole, HTMLButtonElement | null>>>({});
  const { guides, top } = forRole(role);

  const select = (next: HelpRole) => {
    setRole(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = HELP_ROLES.indexOf(role);
    const last = HELP_ROLES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (at + 1) % HELP_ROLES.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + HELP_ROLES.length) % HELP_ROLES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const next = target === undefined ? undefined : HELP_ROLES[target];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {t('roles.heading')}
      </h2>
      <div
        role="tablist"
        aria-label={t('roles.label')}
        onKeyDown={onKeyDown}
        className="mt-4 flex gap-2 overflow-x-auto border-b border-neutral-200"
      >
        {HELP_ROLES.map((each) => (
          <button
            key={each}
            ref={(node) => {
              tabs.current[each] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${each}`}
            aria-selected={each === role}
            aria-controls={`${id}-panel`}
            tabIndex={each === role ? 0 : -1}
            onClick={() => select(each)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-neutral-900',
              each === role
                ? 'border-neutral-900 text-ink'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {t(`roles.${each}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${role}`}
        className="pt-6"
      >
        <h3 className="text-lg font-semibold">{t('guides.heading')}</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {guides.map((entry) => (
            <li key={entry.slug}>
              <ArticleLinkCard slug={entry.slug} text={entry.text[language]} />
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-lg font-semibold">{t('top.heading')}</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {top.map((entry) => (
            <li key={entry.slug}>
              <ArticleLinkCard slug={entry.slug} text={entry.text[language]} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
