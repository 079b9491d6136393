/**
 * A calendar's month heading: 'December 2026', 'Diciembre de 2026'. Only the first letter is
 * raised (Spanish writes month names in lower case, and CSS `capitalize` would also raise the
 * 'de': 'Diciembre De 2026').
 */
export function monthTitle(month: Date, locale: string, timeZone?: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(month);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
