import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The service's refusals in the user's language; anything unforeseen gets the generic line. */
export function calendarErrorMessage(t: TFunction<'calendar'>, error: unknown): string {
  if (!ApiError.is(error)) return t('errors.generic');
  if (error.code === 'CONFLICT' && error.details?.reason === 'booking_in_range') {
    return t('errors.bookingInRange');
  }
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.code === 'VALIDATION') {
    const field = error.fields[0]?.path;
    if (field === 'start') return t('errors.past');
    if (field === 'end') return t('errors.horizon');
    if (field === 'openingHours' || field?.startsWith('openingHours')) return t('errors.neverOpen');
  }
  if (error.status === 0 || error.status >= 500) return t('errors.unavailable');
  return t('errors.generic');
}
