import { describe, expect, it } from 'vitest';
import { AddCalendarForm, looksLikeCalendarUrl } from './add-calendar-form-schema';

describe('AddCalendarForm', () => {
  it('takes https, http and webcal addresses', () => {
    expect(looksLikeCalendarUrl('https://www.airbnb.com/calendar/ical/1.ics?s=x')).toBe(true);
    expect(looksLikeCalendarUrl('http://example.com/cal.ics')).toBe(true);
    expect(looksLikeCalendarUrl('webcal://p01-calendars.icloud.com/published/2/abc')).toBe(true);
    expect(looksLikeCalendarUrl('WEBCALS://example.com/x')).toBe(true);
  });

  it('refuses what is not one', () => {
    expect(looksLikeCalendarUrl('ftp://example.com/cal.ics')).toBe(false);
    expect(looksLikeCalendarUrl('www.airbnb.com/calendar')).toBe(false);
    expect(looksLikeCalendarUrl('https://')).toBe(false);
    expect(looksLikeCalendarUrl('https://exa mple.com/x')).toBe(false);
  });

  it('needs a name of at most 60 characters and an address, trimmed', () => {
    const issues = (value: { name: string; url: string }) =>
      AddCalendarForm.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: ' ', url: '' })).toEqual(['form.nameRequired', 'form.urlRequired']);
    expect(issues({ name: 'x'.repeat(61), url: 'mailto:a@b.c' })).toEqual([
      'form.nameTooLong',
      'form.urlInvalid',
    ]);
    expect(AddCalendarForm.parse({ name: ' Airbnb ', url: ' https://example.com/a.ics ' })).toEqual(
      { name: 'Airbnb', url: 'https://example.com/a.ics' },
    );
  });
});
