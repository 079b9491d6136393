import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * An admin action's refusal in the reader's language (decision 0048): identity says why with a
 * reason code, never with text the web would have to match.
 */
export function adminUserErrorMessage(t: TFunction<'admin-users'>, error: unknown): string {
  if (ApiError.is(error)) {
    if (error.details?.reason === 'LAST_ADMIN') return t('errors.lastAdmin');
    if (error.details?.reason === 'SELF') return t('errors.self');
    if (error.status === 404) return t('errors.notFound');
  }
  return t('errors.generic');
}

/** The suspension reason's contract messages, shown through the catalogue. */
export function reasonMessage(
  t: TFunction<'admin-users'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (message === 'Please give a reason') return t('suspension.reasonRequired');
  if (message === 'At most 500 characters') return t('suspension.reasonTooLong');
  return message;
}
