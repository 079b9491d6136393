import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

/**
 * A host without listings has no calendar yet: the dashboard's empty state, in its words
 * ('No properties yet', 'Create Listing'), inviting them to create the first one.
 */
export function NoListings() {
  const { t } = useTranslation('host-dashboard');
  return (
    <section className="rounded-xl border border-neutral-200 px-4 py-8 text-center">
      <h2 className="text-base font-semibold">{t('properties.empty.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('properties.empty.body')}</p>
      <Link to="/create-listing" className={buttonClass() + ' mt-5'}>
        {t('properties.empty.create')}
      </Link>
    </section>
  );
}
