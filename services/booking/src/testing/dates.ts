/** YYYY-MM-DD, `days` from today in Santiago. */
export function santiagoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date `days` or more from today that falls on `weekday`. */
export function nextWeekday(weekday: number, days = 7): string {
  let offset = days;
  while (isoWeekday(santiagoDate(offset)) !== weekday) offset++;
  return santiagoDate(offset);
}
