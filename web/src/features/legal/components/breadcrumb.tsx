import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Home › <current page>. */
export function Breadcrumb({ current }: { current: string }) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="hover:text-ink hover:underline">
            {t('breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
