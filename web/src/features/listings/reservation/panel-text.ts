import type { TFunction } from 'i18next';
import { daysBetween, minutesOf, type Property } from '@arrendo/contracts/web';
import { fromMinutes } from '../property/time-slots';
import type { Choice } from './choice';

/** A calendar day (ISO) is formatted in UTC so the visitor's own zone never moves it. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * A day as the panel shows it ('Dec 10, 2026', '10 dic 2026'): the short month the search bar
 * and the phone's bar use too, never a numeric date that reads differently in each country.
 */
export function panelDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, DAY).format(utcDay(iso));
}

/** 'Dec 10 – 13, 2026', '10 – 13 de dic de 2026'. */
export function panelRange(from: string, to: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, DAY).formatRange(utcDay(from), utcDay(to));
}

/**
 * The line under the panel's dates: what to pick next, then what was picked (a stay's nights,
 * an hourly space's day and hours), so it never asks for a check-in already chosen.
 */
export function panelHint(
  property: Pick<Property, 'priceUnit'>,
  choice: Choice,
  locale: string,
  t: TFunction<'listing'>,
): string {
  if (property.priceUnit === 'hour') {
    if (!choice.start) return t('reserve.pickDay');
    if (!choice.time) return t('reserve.pickTime');
    return t('reserve.chosenSlot', {
      day: panelDate(choice.start, locale),
      from: choice.time,
      // Wraps past midnight: a late session ends the next day.
      to: fromMinutes((minutesOf(choice.time) + choice.hours * 60) % (24 * 60)),
      hours: t('hoursCount', { count: choice.hours }),
    });
  }
  if (!choice.start) return t('reserve.pickCheckIn');
  if (!choice.end) return t('reserve.pickCheckOut');
  return t('reserve.chosenNights', {
    count: daysBetween(choice.start, choice.end),
    range: panelRange(choice.start, choice.end, locale),
  });
}
