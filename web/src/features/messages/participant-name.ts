import type { TFunction } from 'i18next';

/** The other person's name as the inbox shows it: a deleted account's is empty (identity). */
export function participantName(firstName: string, t: TFunction<'messages'>): string {
  return firstName.trim() === '' ? t('deletedUser') : firstName;
}
