import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** An admin listing action's failure in the reader's language. */
export function adminListingErrorMessage(t: TFunction<'admin-listings'>, error: unknown): string {
  if (ApiError.is(error) && error.status === 404) return t('errors.notFound');
  return t('errors.generic');
}

/** The unlisting reason's contract messages, shown through the catalogue. */
export function reasonMessage(
  t: TFunction<'admin-listings'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (message === 'Please give a reason') return t('unlist.reasonRequired');
  if (message === 'At most 500 characters') return t('unlist.reasonTooLong');
  return message;
}
