import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AdminTimelineEntry } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { adminBookingTimelineQuery } from '../api';

/** Fields that are CLP amounts: shown as money. */
const MONEY_FIELDS = new Set(['amount', 'refund']);

function FieldValue({ name, value }: { name: string; value: string | number | null }) {
  const { i18n } = useTranslation('admin-bookings');
  if (value === null) return <>–</>;
  if (MONEY_FIELDS.has(name) && typeof value === 'number') {
    return <>{formatMoney({ amount: value, currency: 'CLP' }, i18n.language)}</>;
  }
  return <>{String(value)}</>;
}

function Entry({ entry, format }: { entry: AdminTimelineEntry; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation('admin-bookings');
  const fields = Object.entries(entry.fields);
  return (
    <li className="border-l-2 border-neutral-300 pb-4 pl-4" data-testid="admin-timeline-entry">
      <p className="text-xs text-neutral-600">
        <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
        {' · '}
        {t(`timeline.sources.${entry.source}`)}
      </p>
      <p className="font-medium" data-kind={entry.kind}>
        {t(`timeline.kinds.${entry.kind}`, { defaultValue: entry.kind })}
      </p>
      {fields.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm text-neutral-700">
          {fields.map(([name, value]) => (
            <div key={name} className="contents">
              <dt>{t(`timeline.fields.${name}`, { defaultValue: name })}</dt>
              <dd className="break-all">
                <FieldValue name={name} value={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * The booking's timeline from booking, payment and notification (the BFF composes it, oldest
 * first). A service that did not answer is named: its steps are missing, not absent.
 */
export function BookingTimeline({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('admin-bookings');
  const timeline = useQuery(adminBookingTimelineQuery(bookingId));
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <section aria-labelledby="booking-timeline" className="mt-10">
      <h2 id="booking-timeline" className="mb-4 text-xl font-semibold">
        {t('timeline.title')}
      </h2>
      {timeline.isPending ? (
        <LoadingDots />
      ) : timeline.isError ? (
        <div>
          <p role="alert" className="text-red-700">
            {t('timeline.error')}
          </p>
          <Button
            className="mt-2"
            variant="secondary"
            size="sm"
            onClick={() => void timeline.refetch()}
          >
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <>
          {timeline.data.missing.length > 0 ? (
            <p role="status" className="mb-4 text-amber-800">
              {t('timeline.missing', {
                sources: timeline.data.missing
                  .map((source) => t(`timeline.sources.${source}`))
                  .join(', '),
              })}
            </p>
          ) : null}
          <ol className="space-y-0">
            {timeline.data.entries.map((entry, index) => (
              <Entry key={`${entry.kind}-${entry.at}-${index}`} entry={entry} format={format} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
