import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarImport } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { useRefreshCalendars } from '../api';
import { syncErrorMessage } from '../errors';
import { AddCalendarForm } from './add-calendar-form';
import { FollowedCalendar } from './followed-calendar';

export interface ImportCalendarsProps {
  propertyId: string;
  imports: CalendarImport[];
}

/** The outside calendars the listing follows, "Refresh now", and the form to follow another. */
export function ImportCalendars({ propertyId, imports }: ImportCalendarsProps) {
  const { t } = useTranslation('calendar-sync');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useRefreshCalendars(propertyId);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  // A removed calendar took its Remove button (and the focus) along: focus goes to the heading
  // once the answer has taken it off the list.
  const [removedId, setRemovedId] = useState<string | null>(null);
  useEffect(() => {
    if (removedId && !imports.some((i) => i.id === removedId)) {
      heading.current?.focus();
      setRemovedId(null);
    }
  }, [removedId, imports]);

  const onRefresh = () => {
    setStatus(null);
    refresh.mutate(undefined, {
      onSuccess: () => setStatus({ ok: true, message: t('import.refreshed') }),
      onError: (error) => setStatus({ ok: false, message: syncErrorMessage(t, error) }),
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('import.title')}
      </h3>
      <p className="mt-1 mb-4 text-sm text-neutral-600">{t('import.explanation')}</p>
      {imports.length > 0 ? (
        <>
          <ul aria-label={t('import.listLabel')} className="space-y-3">
            {imports.map((calendar) => (
              <FollowedCalendar
                key={calendar.id}
                propertyId={propertyId}
                calendar={calendar}
                onRemoved={(removed) => {
                  setStatus({ ok: true, message: t('import.removed', { name: removed.name }) });
                  setRemovedId(removed.id);
                }}
              />
            ))}
          </ul>
          {/* aria-disabled, not disabled: a disabled button drops the focus it had. */}
          <Button
            className="mt-3 aria-disabled:cursor-wait aria-disabled:opacity-50"
            variant="secondary"
            size="sm"
            aria-disabled={refresh.isPending || undefined}
            onClick={() => {
              if (!refresh.isPending) onRefresh();
            }}
          >
            {refresh.isPending ? t('import.refreshing') : t('import.refresh')}
          </Button>
        </>
      ) : (
        <p className="text-sm text-neutral-600">{t('import.empty')}</p>
      )}
      <div aria-live="polite" className="mt-2 min-h-5">
        {status ? (
          <p
            role={status.ok ? undefined : 'alert'}
            className={status.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}
          >
            {status.message}
          </p>
        ) : null}
      </div>
      <AddCalendarForm propertyId={propertyId} />
    </section>
  );
}
