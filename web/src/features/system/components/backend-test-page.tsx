import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { propertyCountQueryOptions } from '@/features/listings/api';

/**
 * Spec §8 connection test. 'Connection failed' when the API answered with an error,
 * 'Connection error' when no answer arrived at all.
 */
export function BackendTestPage() {
  const { t } = useTranslation('common');
  usePageTitle('common:pages.backendTest');
  const query = useQuery(propertyCountQueryOptions());

  const failureTitle =
    query.error && ApiError.is(query.error) && query.error.status > 0
      ? t('backendTest.failed')
      : t('backendTest.error');

  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{t('backendTest.title')}</h1>
      <p className="mt-2 text-muted">{t('backendTest.description')}</p>

      <div className="mt-8 rounded-2xl border border-neutral-200 p-6 shadow-sm">
        {query.isFetching ? (
          <p role="status" className="text-muted">
            {t('backendTest.testing')}
          </p>
        ) : query.isSuccess ? (
          <p
            role="status"
            data-testid="backend-test-result"
            className="font-semibold text-green-700"
          >
            {t('backendTest.success', { count: query.data.total })}
          </p>
        ) : query.isError ? (
          <div role="alert" data-testid="backend-test-result">
            <p className="font-semibold text-red-700">{failureTitle}</p>
            <p className="mt-1 text-sm text-muted">{query.error.message}</p>
          </div>
        ) : null}
        <Button
          variant="secondary"
          className="mt-6"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('backendTest.retry')}
        </Button>
      </div>
    </section>
  );
}
