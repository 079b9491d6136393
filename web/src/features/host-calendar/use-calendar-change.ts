import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useRangeMutation, type RangeChange } from '@/features/calendar/api';
import { calendarErrorMessage } from '@/features/calendar/errors';

/**
 * Blocks or unblocks dates of one listing: the calendar's cache takes the API's answer (the
 * whole calendar, see `useRangeMutation`), a toast says it is done, and a refusal (a booking in
 * the range: 409) becomes a message in the host's language for the caller to show.
 */
export function useCalendarChange(propertyId: string) {
  const { t } = useTranslation('host-calendar');
  const { t: tCalendar } = useTranslation('calendar');
  const mutation = useRangeMutation(propertyId);
  const [error, setError] = useState<string | null>(null);

  const run = (change: RangeChange, onDone?: () => void) => {
    setError(null);
    mutation.mutate(change, {
      onSuccess: () => {
        toast.success(t(change.action === 'block' ? 'done.blocked' : 'done.unblocked'));
        onDone?.();
      },
      onError: (failure) => setError(calendarErrorMessage(tCalendar, failure)),
    });
  };
  return { run, pending: mutation.isPending, error };
}
