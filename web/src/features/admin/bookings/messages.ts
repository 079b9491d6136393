import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** An admin booking action's failure in the reader's language. */
export function adminBookingErrorMessage(t: TFunction<'admin-bookings'>, error: unknown): string {
  if (ApiError.is(error) && error.status === 404) return t('errors.notFound');
  if (ApiError.is(error) && error.status === 409) return t('errors.conflict');
  return t('errors.generic');
}
