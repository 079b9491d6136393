import { useTranslation } from 'react-i18next';
import type { MessageReport } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { useReportTime } from '../format';
import { ReportActions } from './report-actions';

/**
 * One report: what was reported (the text as the sender wrote it: admins judge what was
 * actually sent, so nothing is masked here), by whom and why, the messages around it, where it
 * stands, and what can still be done.
 */
export function ReportCard({ report }: { report: MessageReport }) {
  const { t } = useTranslation('admin-message-reports');
  const time = useReportTime();
  const { message } = report;
  const unknown = t('card.deletedUser');
  const sender = message.senderName || unknown;
  const reporter = report.reporterName || unknown;
  const nameOf = (userId: string) =>
    userId === message.senderId
      ? sender
      : userId === report.reporterId
        ? reporter
        : t('card.otherParticipant');

  return (
    <article
      aria-label={t('card.label', { sender, reporter })}
      className="rounded-xl border border-neutral-200 p-5 shadow-sm"
      data-testid="message-report"
    >
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t(`reasons.${report.reason}`)}
          <span className="ml-2 text-sm font-normal text-neutral-600">
            {t('card.reportedAt', { time: time(report.createdAt) })}
          </span>
        </p>
        <p className="text-sm text-neutral-700">
          {report.status === 'open'
            ? t('status.open')
            : t(`outcomes.${report.outcome ?? 'dismissed'}`, {
                time: report.resolvedAt ? time(report.resolvedAt) : '',
              })}
        </p>
      </header>

      <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-neutral-600">{t('card.sender')}</dt>
        <dd>{sender}</dd>
        <dt className="text-neutral-600">{t('card.reporter')}</dt>
        <dd>{reporter}</dd>
        <dt className="text-neutral-600">{t('card.listing')}</dt>
        <dd>{message.listingTitle}</dd>
        <dt className="text-neutral-600">{t('card.sentAt')}</dt>
        <dd>{time(message.createdAt)}</dd>
        {report.details ? (
          <>
            <dt className="text-neutral-600">{t('card.details')}</dt>
            <dd className="whitespace-pre-wrap">{report.details}</dd>
          </>
        ) : null}
      </dl>

      <section aria-label={t('card.message')} className="mb-4">
        {message.removed ? (
          <p className="rounded-lg bg-neutral-100 px-4 py-3 text-neutral-600 italic">
            {t('card.removed')}
          </p>
        ) : (
          <blockquote
            className="rounded-lg border-l-4 border-red-300 bg-red-50 px-4 py-3 whitespace-pre-wrap"
            data-testid="reported-text"
          >
            {message.body || t('card.photosOnly')}
          </blockquote>
        )}
        {message.photos.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={t('card.photoAlt')}
                    className="size-24 rounded-md object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {report.context.length > 1 ? (
        <details className="mb-4">
          <summary className="cursor-pointer text-sm font-medium">{t('card.context')}</summary>
          <ol className="mt-2 space-y-2">
            {report.context.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'rounded-md px-3 py-2 text-sm',
                  m.id === message.id ? 'bg-red-50 ring-1 ring-red-200' : 'bg-neutral-50',
                )}
              >
                <p className="text-xs text-neutral-600">
                  {nameOf(m.senderId)} · {time(m.createdAt)}
                </p>
                <p className={cn('whitespace-pre-wrap', m.removed && 'text-neutral-600 italic')}>
                  {m.removed
                    ? t('card.removed')
                    : m.body || t('card.photos', { count: m.photoCount })}
                  {!m.removed && m.body && m.photoCount > 0
                    ? ` ${t('card.photos', { count: m.photoCount })}`
                    : ''}
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      {report.warning ? (
        <div className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm">
          <p className="font-medium">{t('card.warned', { time: time(report.warning.sentAt) })}</p>
          <p className="whitespace-pre-wrap">{report.warning.message}</p>
        </div>
      ) : null}

      <ReportActions report={report} />
    </article>
  );
}
