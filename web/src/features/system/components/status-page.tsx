import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { systemStatusQueryOptions } from '../api';
import { ConnectionFailureNotice } from './connection-failure-notice';
import { StatusReport } from './status-report';

/**
 * `/status`, the operator status page (decisions.md, Shell): each service up or down, the
 * published listings count, and whether payments are simulated. Nothing links to it.
 */
export function StatusPage() {
  const { t } = useTranslation('common');
  const query = useSuspenseQuery(systemStatusQueryOptions());
  return (
    <StatusFrame>
      {/* A check again that found nothing answering says so rather than show the last report. */}
      {query.isError ? (
        <ConnectionFailureNotice error={query.error} />
      ) : (
        <StatusReport status={query.data} />
      )}
      <Button
        variant="secondary"
        className="mt-8"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? t('status.checking') : t('status.checkAgain')}
      </Button>
    </StatusFrame>
  );
}

/** While the first report is on its way. */
export function StatusPending() {
  const { t } = useTranslation('common');
  return (
    <StatusFrame>
      <p role="status" className="text-muted">
        {t('status.checking')}
      </p>
    </StatusFrame>
  );
}

/** The health report could not be read: spec §8's connection texts and a retry. */
export function StatusError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <StatusFrame>
      <ConnectionFailureNotice error={error} />
      <Button variant="secondary" className="mt-8" onClick={retry}>
        {t('status.checkAgain')}
      </Button>
    </StatusFrame>
  );
}

function StatusFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  usePageTitle('common:pages.status');
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{t('status.title')}</h1>
      <p className="mt-2 text-muted">{t('status.description')}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
