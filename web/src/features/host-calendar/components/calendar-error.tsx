import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { CalendarFrame } from './calendar-frame';

/**
 * The route's error component (as the dashboard's): 'Try Again' asks for the listings and the
 * calendar again and runs the loader anew, without reloading the app. A listing that is not the
 * host's never gets here: the page says so itself (listing-not-found.tsx).
 */
export function CalendarError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('host-calendar');
  const retry = useRouteRetry(reset);
  return (
    <CalendarFrame>
      <section role="alert" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-lg font-semibold">{t('error.title')}</h2>
        <p className="mt-2 text-muted">{t('error.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('error.retry')}
        </Button>
      </section>
    </CalendarFrame>
  );
}
