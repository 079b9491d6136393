import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const HEADING_ID = 'host-dashboard-quick-actions';
const itemClass =
  'flex flex-col rounded-xl border border-neutral-200 bg-white p-4 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/**
 * The phone's shortcuts (spec 2.13), the calendar and performance first. Only pages that exist:
 * the spec's Messages and Notifications entries come with their pages (no link may lead to the
 * not-found page: web/e2e/no-dead-links.spec.ts).
 */
export function QuickActions() {
  const { t } = useTranslation('host-dashboard');
  const label = (
    key: 'calendar' | 'performance' | 'bookings' | 'manageListings' | 'createListing',
  ) => (
    <>
      <span className="font-semibold">{t(`quickActions.${key}`)}</span>
      <span className="mt-0.5 text-sm text-muted">{t(`quickActions.${key}Hint`)}</span>
    </>
  );
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="mb-3 text-lg font-semibold">
        {t('quickActions.title')}
      </h2>
      <ul className="grid gap-3">
        <li>
          <Link to="/host/calendar" className={itemClass}>
            {label('calendar')}
          </Link>
        </li>
        <li>
          <Link to="/host/performance" className={itemClass}>
            {label('performance')}
          </Link>
        </li>
        <li>
          <Link to="/host/bookings" className={itemClass}>
            {label('bookings')}
          </Link>
        </li>
        <li>
          <Link to="/manage-listings" className={itemClass}>
            {label('manageListings')}
          </Link>
        </li>
        <li>
          <Link to="/create-listing" className={itemClass}>
            {label('createListing')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
