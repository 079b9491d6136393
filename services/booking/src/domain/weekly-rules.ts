import {
  DEFAULT_OPENING_HOURS,
  type ListingType,
  type OpeningHours,
  type WeeklyRules,
} from '@arrendo/contracts';

export { DEFAULT_OPENING_HOURS };

/** A listing without a type yet (an early draft) is treated as a home: no hours apply. */
export type CalendarKind = 'home' | 'hourly';

export function calendarKindOf(listingType: ListingType | null): CalendarKind {
  return listingType === 'experience' ? 'hourly' : 'home';
}

/** The rules in force: stored hours when set, else the default for the kind; sorted. */
export function effectiveRules(
  kind: CalendarKind,
  blockedWeekdays: readonly number[],
  storedHours: readonly OpeningHours[] | null,
): WeeklyRules {
  const hours = storedHours ?? (kind === 'hourly' ? DEFAULT_OPENING_HOURS : []);
  return normalizeRules({ blockedWeekdays: [...blockedWeekdays], openingHours: [...hours] });
}

export function normalizeRules(rules: WeeklyRules): WeeklyRules {
  return {
    blockedWeekdays: [...new Set(rules.blockedWeekdays)].sort((a, b) => a - b),
    openingHours: [...rules.openingHours].sort((a, b) => a.weekday - b.weekday),
  };
}

/** Weekdays an hourly space can be booked on: with hours, and not blocked every week. */
export function openWeekdays(rules: WeeklyRules): number[] {
  return rules.openingHours.map((h) => h.weekday).filter((d) => !rules.blockedWeekdays.includes(d));
}

/** `HH:MM` (or `24:00`) → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Does `[start, start + hours)` lie within `[open, close)` of that weekday? */
export function fitsOpeningHours(
  hours: OpeningHours | undefined,
  startTime: string,
  length: number,
): boolean {
  if (!hours) return false;
  const start = minutesOf(startTime);
  return start >= minutesOf(hours.open) && start + length * 60 <= minutesOf(hours.close);
}
