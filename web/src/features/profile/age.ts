import { format, subYears } from 'date-fns';

export const MINIMUM_AGE = 18;

/** Latest selectable birth date: 18 years before today (spec §5). */
export function latestBirthDate(today: Date = new Date()): string {
  return format(subYears(today, MINIMUM_AGE), 'yyyy-MM-dd');
}

export function isOldEnough(birthday: string, today: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthday) && birthday <= latestBirthDate(today);
}
