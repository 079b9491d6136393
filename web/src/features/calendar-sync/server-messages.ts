import type { TFunction } from 'i18next';
import { IMPORT_URL_MESSAGE, TEXT_MESSAGES } from '@arrendo/contracts/web';

/**
 * The booking service explains in English why it cannot follow a calendar (on the form's field
 * and, for a later refresh, in `lastError`). Known sentences are shown from the catalogue; a new
 * one is shown as the server wrote it. Kept in step with services/booking: ical-fetch.ts,
 * domain/ical-import.ts, app/calendar-sync.ts, and contracts/booking/calendar-sync.ts.
 */
const SENTENCES: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^This calendar address could not be found\.$/, key: 'reasons.notFound' },
  { pattern: /^This calendar address points to a private network\.$/, key: 'reasons.private' },
  { pattern: /^This calendar is too large to follow\.$/, key: 'reasons.tooLarge' },
  {
    pattern: /^Only http and https calendar addresses can be followed\.$/,
    key: 'reasons.protocol',
  },
  { pattern: /^The calendar address answered HTTP (\d{3})\.$/, key: 'reasons.httpStatus' },
  { pattern: /^The calendar address redirects too many times\.$/, key: 'reasons.redirects' },
  { pattern: /^The calendar address took too long to answer\.$/, key: 'reasons.timeout' },
  { pattern: /^The calendar address could not be reached\.$/, key: 'reasons.unreachable' },
  {
    pattern: /^This address does not return an iCalendar \(\.ics\) file\.$/,
    key: 'reasons.notICalendar',
  },
  { pattern: /^This calendar has more than (\d+) events\.$/, key: 'reasons.tooManyEvents' },
  { pattern: /^A listing can follow at most (\d+) calendars\.$/, key: 'reasons.tooMany' },
  { pattern: /^This listing already follows this calendar\.$/, key: 'reasons.duplicate' },
];

const EXACT: Record<string, string> = {
  [IMPORT_URL_MESSAGE]: 'form.urlInvalid',
  'Name this calendar (for example Airbnb)': 'form.nameRequired',
  [TEXT_MESSAGES.singleLineControl]: 'form.nameInvalid',
  [TEXT_MESSAGES.brokenUnicode]: 'form.nameInvalid',
};

/** A server sentence about a followed calendar in the user's language (or as sent). */
export function serverMessage(t: TFunction<'calendar-sync'>, message: string): string {
  const sentence = message.trim();
  const exact = EXACT[sentence];
  if (exact) return t(exact);
  for (const { pattern, key } of SENTENCES) {
    const match = pattern.exec(sentence);
    // The one number some sentences carry (an HTTP status, a limit).
    if (match) return t(key, { value: match[1] ?? '' });
  }
  return message;
}
