/** Items of one calendar day in the viewer's clock, for the thread's day headings. */
export interface DayGroup<T> {
  /** `YYYY-MM-DD` in `timeZone`. */
  day: string;
  items: T[];
}

/** `YYYY-MM-DD` of an instant in a time zone (en-CA formats dates that way). */
export function dayIn(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Groups items (already oldest first) by their day in `timeZone`, keeping their order. */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  timeZone: string,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayIn(item.createdAt, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday', or null for an older day (then the date is written out). */
export function relativeDay(
  day: string,
  now: Date,
  timeZone: string,
): 'today' | 'yesterday' | null {
  const today = dayIn(now, timeZone);
  if (day === today) return 'today';
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return day === yesterday.toISOString().slice(0, 10) ? 'yesterday' : null;
}
