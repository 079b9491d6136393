import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

/**
 * The address names a listing that is not the host's: unknown, deleted for good or another
 * host's (the API answers 404 alike). Every listing's figures are one click away.
 */
export function ListingNotFound() {
  const { t } = useTranslation('host-performance');
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-lg font-semibold">{t('notFound.title')}</h2>
      <p className="mt-2 text-muted">{t('notFound.body')}</p>
      <Link to="/host/performance" className={buttonClass({ variant: 'secondary' }) + ' mt-6'}>
        {t('notFound.link')}
      </Link>
    </section>
  );
}
