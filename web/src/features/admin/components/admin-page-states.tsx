import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ErrorReference } from '@/features/shell/components/error-reference';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';

type AdminPageTitle =
  'feedback.title' | 'support.title' | 'users.title' | 'deadLetters.title' | 'revenue.title';

function Frame({ title, children }: { title: AdminPageTitle; children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  usePageTitle(`admin:${title}`);
  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t(title)}</h1>
      {children}
    </section>
  );
}

/** An admin list route's pending component: its title, and the dots while its rows load. */
export function AdminPagePending({ title }: { title: AdminPageTitle }) {
  return (
    <Frame title={title}>
      <LoadingDots />
    </Frame>
  );
}

/** An admin list route's error component: its title, what happened, its reference, a retry. */
export function AdminPageError({
  title,
  reset,
  error,
}: ErrorComponentProps & { title: AdminPageTitle }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const retry = useRouteRetry(reset);
  return (
    <Frame title={title}>
      <p role="alert" className="text-red-700">
        {t('errors.generic')}
      </p>
      <ErrorReference error={error} />
      <Button className="mt-4" variant="secondary" size="sm" onClick={retry}>
        {tCommon('routeError.retry')}
      </Button>
    </Frame>
  );
}
