import { subYears } from 'date-fns';
import { isoDate } from '@/lib/iso-date';

export const MINIMUM_AGE = 18;

/** Latest selectable birth date: 18 years before today (spec §5). */
export function latestBirthDate(today: Date = new Date()): string {
  return isoDate(subYears(today, MINIMUM_AGE));
}

export function isOldEnough(birthday: string, today: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthday) && birthday <= latestBirthDate(today);
}
