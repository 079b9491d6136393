import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarImport } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { useRemoveCalendar } from '../api';
import { syncErrorMessage } from '../errors';
import { lastReadWhen } from '../last-read';
import { serverMessage } from '../server-messages';

export interface FollowedCalendarProps {
  propertyId: string;
  calendar: CalendarImport;
  /** After the server stopped following it (the item is about to leave the list). */
  onRemoved(calendar: CalendarImport): void;
}

/** One calendar the listing follows: where it comes from, how its last reading went, Remove. */
export function FollowedCalendar({ propertyId, calendar, onRemoved }: FollowedCalendarProps) {
  const { t } = useTranslation('calendar-sync');
  const locale = useDateLocale();
  const nameId = useId();
  const remove = useRemoveCalendar(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = calendar.lastSyncedAt
    ? t('import.lastUpdated', {
        when: lastReadWhen(calendar.lastSyncedAt, new Date(), locale) ?? t('import.justNow'),
      })
    : t('import.notRead');

  return (
    <li aria-labelledby={nameId} className="rounded-xl border border-neutral-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={nameId} className="font-semibold break-words">
            {calendar.name}
          </p>
          <p className="truncate font-mono text-xs text-neutral-600" title={calendar.url}>
            {calendar.url}
          </p>
          <p className="mt-1 text-sm text-neutral-700">
            {calendar.lastSyncedAt ? (
              <time dateTime={calendar.lastSyncedAt}>{read}</time>
            ) : (
              <span>{read}</span>
            )}
            <span aria-hidden="true"> · </span>
            <span>{t('import.busyCount', { count: calendar.busyCount })}</span>
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('import.removeLabel', { name: calendar.name })}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {t('import.remove')}
        </Button>
      </div>
      {calendar.lastError ? (
        <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span aria-hidden="true">⚠</span>
          <span>{t('import.lastError', { reason: serverMessage(t, calendar.lastError) })}</span>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setConfirming(open);
        }}
        title={t('import.removeTitle', { name: calendar.name })}
        description={t('import.removeBody')}
        confirmLabel={t('import.removeConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={() => {
          // The answer drops this item from the list: only the parent is there to hear of it.
          void remove.mutateAsync(calendar.id).then(
            () => onRemoved(calendar),
            (err: unknown) => {
              setError(syncErrorMessage(t, err));
              setConfirming(false);
            },
          );
        }}
      />
    </li>
  );
}
