import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';

/** `/admin/listings/$listingId` when the listing cannot be shown: gone (404) or not loaded. */
export function ListingDetailError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('admin-listings');
  usePageTitle('admin-listings:detail.title');
  const retry = useRouteRetry(reset);
  const missing = ApiError.is(error) && (error.status === 404 || error.status === 400);
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('detail.title')}</h1>
      <p role="alert" className="text-red-700">
        {missing ? t('detail.notFound') : t('detail.loadError')}
      </p>
      <div className="mt-4 flex gap-3">
        {missing ? null : (
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('detail.retry')}
          </Button>
        )}
        <Link to="/admin/listings" className="underline">
          {t('detail.back')}
        </Link>
      </div>
    </section>
  );
}
