import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '@/features/content/use-content-doc';
import { usePageTitle } from '@/lib/page-title';
import { articlesOf, HELP_CATEGORY_ENTRIES } from '../help-index';
import { HelpBreadcrumb } from './help-breadcrumb';
import { StillNeedHelp } from './still-need-help';

const linkClass =
  'rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-neutral-900';

/** `/help/topics`: every category and its articles on one page. */
export function HelpTopicsPage() {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  usePageTitle('help:topics.title');

  return (
    <div className="mx-auto max-w-5xl px-5 py-10 md:px-10 md:py-16">
      <HelpBreadcrumb trail={[{ label: t('topics.title') }]} />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('topics.title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t('topics.lead')}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        {HELP_CATEGORY_ENTRIES.map((category) => (
          <section key={category.slug} aria-labelledby={`topic-${category.slug}`}>
            <h2 id={`topic-${category.slug}`} className="text-xl font-semibold">
              <Link to="/help/$slug" params={{ slug: category.slug }} className={linkClass}>
                {category.text[language].title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted">{category.text[language].description}</p>
            <ul className="mt-4 space-y-3">
              {articlesOf(category.slug).map((entry) => (
                <li key={entry.slug}>
                  <Link
                    to="/help/$slug"
                    params={{ slug: entry.slug }}
                    className={`${linkClass} font-medium underline`}
                  >
                    {entry.text[language].title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <StillNeedHelp />
    </div>
  );
}
