import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';

// As `admin-page-states.tsx` draws the other admin pages' states, in this page's own catalogue.

export function BookingsFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin-bookings');
  usePageTitle('admin-bookings:title');
  return (
    <section className="mx-auto max-w-7xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-neutral-700">{t('intro')}</p>
      {children}
    </section>
  );
}

export function BookingsPagePending() {
  return (
    <BookingsFrame>
      <LoadingDots />
    </BookingsFrame>
  );
}

export function BookingsPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('admin-bookings');
  const retry = useRouteRetry(reset);
  return (
    <BookingsFrame>
      <p role="alert" className="text-red-700">
        {t('list.error')}
      </p>
      <Button className="mt-4" variant="secondary" size="sm" onClick={retry}>
        {t('list.retry')}
      </Button>
    </BookingsFrame>
  );
}
