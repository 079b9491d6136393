import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageReportStatus } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { messageReportsQuery } from '../api';
import { ReportCard } from './report-card';

const TABS: readonly MessageReportStatus[] = ['open', 'resolved'];

export interface MessageReportsPageProps {
  status: MessageReportStatus;
  onStatusChange(next: MessageReportStatus): void;
}

/** `/admin/message-reports`: reported messages, open first, and what admins do about them. */
export function MessageReportsPage({ status, onStatusChange }: MessageReportsPageProps) {
  const { t } = useTranslation('admin-message-reports');
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-neutral-700">{t('intro')}</p>
      <div role="tablist" aria-label={t('tabs.label')} className="mb-6 flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            aria-controls="message-report-list"
            className={cn(
              'rounded-full px-4 py-2 text-sm font-medium',
              tab === status ? 'bg-neutral-900 text-white' : 'bg-neutral-100 hover:bg-neutral-200',
            )}
            onClick={() => onStatusChange(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id="message-report-list" role="tabpanel">
        <ReportList status={status} />
      </div>
    </section>
  );
}

function ReportList({ status }: { status: MessageReportStatus }) {
  const { t } = useTranslation('admin-message-reports');
  const reports = useInfiniteQuery(messageReportsQuery(status));
  if (reports.isPending) return <LoadingDots />;
  if (reports.isError) {
    return (
      <div>
        <p role="alert" className="text-red-700">
          {t('errors.list')}
        </p>
        <Button
          className="mt-4"
          variant="secondary"
          size="sm"
          onClick={() => void reports.refetch()}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  const items = reports.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-neutral-700">{t(`empty.${status}`)}</p>;
  return (
    <div className="space-y-4">
      {items.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
      {reports.hasNextPage ? (
        <Button
          variant="outline"
          disabled={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}
