import type { ReactNode } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StressRunKind } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { usePageTitle } from '@/lib/page-title';

/** The page's title and what it is for; for every state of the page. */
export function StressFrame({ kind, children }: { kind: StressRunKind; children: ReactNode }) {
  const { t } = useTranslation('admin-stress');
  usePageTitle(`admin-stress:${kind}.title`);
  return (
    <section className="mx-auto max-w-6xl space-y-10 px-6 py-12">
      <div className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-semibold">{t(`${kind}.title`)}</h1>
        <p className="text-neutral-600">{t(`${kind}.intro`)}</p>
      </div>
      {children}
    </section>
  );
}

function StressPending({ kind }: { kind: StressRunKind }) {
  const { t } = useTranslation('admin-stress');
  return (
    <StressFrame kind={kind}>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </StressFrame>
  );
}

function StressError({ kind, reset, error }: ErrorComponentProps & { kind: StressRunKind }) {
  const { t } = useTranslation('admin-stress');
  return (
    <StressFrame kind={kind}>
      <RouteErrorPanel
        reset={reset}
        error={error}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </StressFrame>
  );
}

export const BookingStressPending = () => <StressPending kind="booking" />;
export const MessageStressPending = () => <StressPending kind="messages" />;
export const BookingStressError = (props: ErrorComponentProps) => (
  <StressError kind="booking" {...props} />
);
export const MessageStressError = (props: ErrorComponentProps) => (
  <StressError kind="messages" {...props} />
);
