import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { ErrorReference } from './error-reference';

/** A page that failed to load keeps the shell and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  usePageTitle('common:pages.error');

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="mt-3 text-muted">{t('routeError.body')}</p>
      <ErrorReference error={error} />
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={retry}>{t('routeError.retry')}</Button>
        <Link
          to="/"
          search={{}}
          className="inline-flex items-center rounded-lg px-5 py-3 text-sm font-semibold underline"
        >
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
