import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

/** A host with no listing on the market yet has nothing to measure: an invitation to start. */
export function NoListings() {
  const { t } = useTranslation('host-performance');
  return (
    <section className="rounded-xl border border-neutral-200 px-4 py-10 text-center">
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted">{t('empty.body')}</p>
      <Link to="/create-listing" className={buttonClass() + ' mt-5'}>
        {t('empty.create')}
      </Link>
    </section>
  );
}
