import { fieldError, LIMITS } from '@arrendo/contracts';

const EARLIEST_BIRTHDAY = '1900-01-01';

/** Whole years between two calendar dates (YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthdayThisYear = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthdayThisYear ? 1 : 0);
}

export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Spec §5: the web caps the date picker at 18 years ago; the server enforces the same rule. */
export function assertAdult(birthday: string, now: Date): void {
  const today = todayUtc(now);
  if (birthday < EARLIEST_BIRTHDAY || birthday > today) {
    throw fieldError('birthday', 'Please enter a valid birth date');
  }
  if (ageOn(birthday, today) < LIMITS.minimumAge) {
    throw fieldError('birthday', `You must be at least ${LIMITS.minimumAge} years old`);
  }
}
