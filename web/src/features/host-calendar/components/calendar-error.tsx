import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { CalendarFrame } from './calendar-frame';

/**
 * The route's error component (as the dashboard's): 'Try Again' asks for the listings and the
 * calendar again and runs the loader anew, without reloading the app. A listing that is not the
 * host's never gets here: the page says so itself (listing-not-found.tsx).
 */
export function CalendarError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('host-calendar');
  return (
    <CalendarFrame>
      <RouteErrorPanel
        error={error}
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </CalendarFrame>
  );
}
