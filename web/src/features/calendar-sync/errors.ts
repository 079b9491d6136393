import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** A failed sync request in the user's language (field refusals go on the form's fields). */
export function syncErrorMessage(t: TFunction<'calendar-sync'>, error: unknown): string {
  if (!ApiError.is(error)) return t('errors.generic');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 0 || error.status >= 500) return t('errors.unavailable');
  return t('errors.generic');
}
