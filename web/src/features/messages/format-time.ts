/** The viewer's own time zone: messages are shown in the reader's clock. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `14:05` for a message's time. */
export function formatClock(instant: string, locale: string, timeZone = viewerTimeZone()): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** A day heading (`YYYY-MM-DD`, already in the viewer's zone): "Sat 28 Nov 2026". */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The list's time of the last message: the clock today, else the date. */
export function formatListTime(
  instant: string,
  locale: string,
  now = new Date(),
  timeZone = viewerTimeZone(),
): string {
  const sameDay = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone }).format(d) ===
    new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const date = new Date(instant);
  if (sameDay(date)) return formatClock(instant, locale, timeZone);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }).format(date);
}
