import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HelpCategory } from '../help-index';

interface Crumb {
  label: string;
  /** A category's slug links to its page; none: the current page. */
  category?: HelpCategory;
}

/** Help centre › Category › Article; the last crumb is the current page. */
export function HelpBreadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('help');
  const linkClass =
    'rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-neutral-900';
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/help" className={linkClass}>
            {t('breadcrumb.home')}
          </Link>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-2">
              <span aria-hidden="true">›</span>
              {last || !crumb.category ? (
                <span aria-current={last ? 'page' : undefined} className="text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to="/help/$slug" params={{ slug: crumb.category }} className={linkClass}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
