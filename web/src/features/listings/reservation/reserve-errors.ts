import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** What went wrong, in words the guest can act on; never an empty panel. */
export function reserveErrorMessage(error: unknown, t: TFunction, hourly: boolean): string {
  if (!ApiError.is(error) || error.status === 0 || error.status >= 500) {
    return t('listing:reserve.failed');
  }
  if (error.status === 409) {
    return t(hourly ? 'listing:reserve.justBookedTime' : 'listing:reserve.justBooked');
  }
  if (error.status === 401) return t('listing:reserve.logIn');
  return problemOf(error);
}

/** A 400's field messages name the problem better than its summary ("Invalid request: hours"). */
export function problemOf(error: ApiError): string {
  const fields = error.fields.map((f) => f.message).filter(Boolean);
  return fields.length ? fields.join(' ') : error.message;
}
