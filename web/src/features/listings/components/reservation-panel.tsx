import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { addDays, parseISO } from 'date-fns';
import { isoDate } from '@/lib/iso-date';
import {
  REQUEST_RESPONSE_HOURS,
  formatMoney,
  todayIn,
  type Availability,
  type Property,
  type Quote,
} from '@arrendo/contracts/web';
import { useLazyModal } from '@/components/ui/lazy-modal';
import { quoteQueryOptions } from '@/features/bookings/api';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { ApiError } from '@/lib/api-client';
import { propertyAvailabilityQueryOptions } from '../availability-api';
import type { PropertySearch } from '../property/property-search';
import { busyOnDate, maxHoursFrom, openWindow, startTimes } from '../property/time-slots';
import {
  bookingBody,
  guestsOf,
  initialChoice,
  slotOf,
  type Choice,
  type Slot,
} from '../reservation/choice';
import { panelDate, panelHint } from '../reservation/panel-text';
import { GuestsPicker } from '../reservation/guests-picker';
import { PriceBreakdown } from '../reservation/price-breakdown';
import { quoteDisplay } from '@/features/bookings/quote-lines';
import { reserveErrorMessage } from '../reservation/reserve-errors';
import { useReserve } from '../reservation/use-reserve';
import { DayGrid } from './day-grid';
import { Rating } from './rating';

/** Guests can book up to six months ahead (spec §9); the calendar asks for that much. */
const HORIZON_DAYS = 180;

function useAvailability(property: Property) {
  const today = isoDate(new Date());
  const to = isoDate(addDays(parseISO(today), HORIZON_DAYS));
  const query = useQuery(propertyAvailabilityQueryOptions(property.id, today, to));
  // When the calendar cannot be read, every day stays pickable: the host confirms later.
  const availability: Availability | null = query.data ?? null;
  return {
    loading: query.isPending,
    failed: query.isError,
    today: availability?.today ?? today,
    horizonEnd: availability?.horizonEnd ?? to,
    unavailable: new Set(availability?.unavailableDates ?? []),
    availability,
  };
}

type Reserve = ReturnType<typeof useReserve>;

function ReservationForm({
  property,
  choice,
  setChoice,
  slot,
  quote,
  reserve,
}: {
  property: Property;
  choice: Choice;
  setChoice: (c: Choice) => void;
  slot: Slot | null;
  quote: UseQueryResult<Quote>;
  reserve: Reserve;
}) {
  const { t, i18n } = useTranslation('listing');
  const { loading, failed, today, horizonEnd, unavailable, availability } =
    useAvailability(property);
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
  const hourly = property.priceUnit === 'hour';
  const minHours = property.minHours ?? 1;
  const last = isoDate(addDays(parseISO(horizonEnd), -1));

  const windowOf = (date: string) => openWindow(date, availability?.openingHours ?? null);
  const busy = useMemo(
    () =>
      choice.start && availability
        ? busyOnDate(availability.busy, choice.start, availability.timeZone)
        : [],
    [choice.start, availability],
  );

  const pickingEnd = !hourly && choice.start !== null && choice.end === null;
  const isDisabled = (date: string) => {
    if (hourly) return unavailable.has(date) || windowOf(date) === null;
    if (pickingEnd && date > choice.start!) {
      // Every night from check-in to the day before check-out must be free.
      for (let d = choice.start!; d < date; d = isoDate(addDays(parseISO(d), 1))) {
        if (unavailable.has(d)) return true;
      }
      return false;
    }
    return unavailable.has(date);
  };

  const onPick = (date: string) => {
    if (hourly) return setChoice({ ...choice, start: date, end: null, time: null });
    if (pickingEnd && date > choice.start!) return setChoice({ ...choice, end: date });
    setChoice({ ...choice, start: date, end: null });
  };

  const offered = hourly && choice.start ? startTimes(windowOf(choice.start), minHours, busy) : [];
  // A time carried from the search stays shown even when the calendar does not offer it: the
  // quote below says why it cannot be booked, rather than the choice silently changing.
  const times =
    choice.time && !offered.includes(choice.time) ? [choice.time, ...offered].sort() : offered;
  const maxHours = Math.max(
    hourly && choice.start && choice.time
      ? maxHoursFrom(windowOf(choice.start), choice.time, busy)
      : 0,
    choice.time ? choice.hours : 0,
  );
  const dateLabel = (d: string | null) => (d ? panelDate(d, locale) : t('reserve.addDate'));

  return (
    <div className="space-y-4" data-testid="reservation-form">
      {hourly ? (
        <p className="text-sm">
          <span className="font-semibold">{t('reserve.day')}:</span> {dateLabel(choice.start)}
        </p>
      ) : (
        <div className="grid grid-cols-2 overflow-hidden rounded-xl border border-neutral-300 text-sm">
          <p className="border-r border-neutral-300 p-3" data-testid="check-in">
            <span className="block text-[10px] font-bold uppercase">{t('reserve.checkIn')}</span>
            {dateLabel(choice.start)}
          </p>
          <p className="p-3" data-testid="check-out">
            <span className="block text-[10px] font-bold uppercase">{t('reserve.checkOut')}</span>
            {dateLabel(choice.end)}
          </p>
        </div>
      )}
      <p className="text-xs text-muted" aria-live="polite">
        {loading
          ? t('reserve.loading')
          : failed
            ? t('reserve.calendarUnavailable')
            : panelHint(property, choice, locale, t)}
      </p>
      <DayGrid
        initial={choice.start ?? today}
        min={today}
        max={last}
        isDisabled={isDisabled}
        start={choice.start}
        end={hourly ? null : choice.end}
        onPick={onPick}
      />
      {hourly && choice.start ? (
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm">
            <span className="mb-1 block font-semibold">{t('reserve.startTime')}</span>
            <select
              className="w-full rounded-lg border border-neutral-300 p-2"
              value={choice.time ?? ''}
              onChange={(e) =>
                setChoice({ ...choice, time: e.target.value || null, hours: minHours })
              }
            >
              <option value="">
                {times.length ? t('reserve.chooseTime') : t('reserve.closed')}
              </option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-semibold">{t('reserve.hours')}</span>
            <select
              className="w-full rounded-lg border border-neutral-300 p-2"
              value={choice.time ? choice.hours : ''}
              disabled={!choice.time}
              onChange={(e) => setChoice({ ...choice, hours: Number(e.target.value) })}
            >
              {choice.time ? null : <option value="">—</option>}
              {Array.from(
                { length: Math.max(0, maxHours - minHours + 1) },
                (_, i) => minHours + i,
              ).map((h) => (
                <option key={h} value={h}>
                  {t('hoursCount', { count: h })}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <GuestsPicker maxGuests={property.maxGuests} choice={choice} onChange={setChoice} />
      <ReserveAction
        property={property}
        choice={choice}
        slot={slot}
        quote={quote}
        reserve={reserve}
      />
      {slot ? <PriceBreakdown quote={quote} /> : null}
    </div>
  );
}

/** A 4xx quote already says the slot cannot be booked; asking to hold it would only repeat that. */
function quoteRefused(quote: UseQueryResult<Quote>): boolean {
  return quote.isError && ApiError.is(quote.error) && quote.error.status < 500;
}

function ReserveAction({
  property,
  choice,
  slot,
  quote,
  reserve,
}: {
  property: Property;
  choice: Choice;
  slot: Slot | null;
  quote: UseQueryResult<Quote>;
  reserve: Reserve;
}) {
  const { t } = useTranslation('listing');
  const hourly = property.priceUnit === 'hour';
  const label = property.instantBook ? t('reserve.reserve') : t('reserve.requestToBook');
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={!slot || reserve.pending || quoteRefused(quote)}
        aria-busy={reserve.pending}
        onClick={() => slot && reserve.reserve(bookingBody(property, slot, choice))}
        className="w-full rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-40"
        data-testid="reserve-button"
      >
        {reserve.pending ? t('reserve.reserving') : label}
      </button>
      {reserve.error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-900"
          data-testid="reserve-error"
        >
          {reserveErrorMessage(reserve.error, t, hourly)}
        </p>
      ) : null}
      <p className="text-center text-xs text-muted" data-testid="reserve-note">
        {property.instantBook
          ? t('reserve.notChargedYet')
          : t('reserve.hostHasHours', { count: REQUEST_RESPONSE_HOURS })}
      </p>
    </div>
  );
}

/** Sticky card beside the page on desktop; a bottom bar that opens the same form on phones. */
export function ReservationPanel({
  property,
  context,
}: {
  property: Property;
  /** The search the page was opened from: its dates and party are the first choice. */
  context?: PropertySearch;
}) {
  const { t, i18n } = useTranslation(['listing', 'common']);
  const { formatPerUnit, withTax, currency } = usePriceFormat();
  const [choice, setChoice] = useState<Choice>(() =>
    initialChoice(property, context, todayIn(property.timeZone, new Date())),
  );
  const slot = slotOf(property, choice);
  const quote = useQuery(
    quoteQueryOptions(property.id, slot ? { ...slot, guests: guestsOf(choice), currency } : null),
  );
  // Someone took the slot meanwhile: its days or hours go, the party stays, the message shows.
  const reserve = useReserve(property.id, {
    onConflict: () => setChoice((c) => ({ ...c, start: null, end: null, time: null })),
  });
  const update = (next: Choice) => {
    reserve.reset();
    setChoice(next);
  };
  const form = (
    <ReservationForm
      property={property}
      choice={choice}
      setChoice={update}
      slot={slot}
      quote={quote}
      reserve={reserve}
    />
  );

  const price = formatPerUnit(property.price, property.priceUnit);
  const taxNote = withTax ? t('common:price.vatIncluded') : t('common:price.beforeTaxes');
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
  const total = slot && quote.data ? formatMoney(quoteDisplay(quote.data).total, locale) : null;
  const { trigger, modal } = useLazyModal();

  return (
    <>
      <aside
        className="hidden md:sticky md:top-28 md:block md:self-start"
        aria-label={t('listing:reserve.title')}
        data-testid="reservation-panel"
      >
        <div className="rounded-2xl border border-neutral-200 p-6 shadow-[0_6px_16px_rgba(0,0,0,0.12)]">
          <p className="text-2xl font-semibold" data-testid="property-price">
            {price}
          </p>
          <p className="mt-1 mb-4 text-sm text-muted">
            {taxNote} · {t('listing:priceIn', { currency })}
          </p>
          {form}
        </div>
      </aside>
      <div
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden"
        data-testid="reservation-bar"
      >
        <div className="min-w-0">
          {total ? (
            <>
              <p className="font-semibold" data-testid="bar-total">
                {t('listing:reserve.barTotal', { total })}
              </p>
              <p className="truncate text-xs text-muted">{slotSummary(slot, locale, t)}</p>
            </>
          ) : (
            <>
              <p className="font-semibold">{price}</p>
              <p className="text-xs text-muted">{taxNote}</p>
              <Rating rating={property.rating} className="text-xs" />
            </>
          )}
        </div>
        <button
          {...trigger}
          className="shrink-0 rounded-lg bg-brand px-5 py-3 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {slot
            ? property.instantBook
              ? t('listing:reserve.reserve')
              : t('listing:reserve.requestToBook')
            : t('listing:reserve.checkAvailability')}
        </button>
        {modal(t('listing:reserve.title'), t('common:preferences.close'), form)}
      </div>
    </>
  );
}

/** "12 – 15 mar." or "12 mar. · 10:00 · 2 hours", for the phone's bottom bar. */
function slotSummary(
  slot: Slot | null,
  locale: string,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  if (!slot) return '';
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  if ('checkIn' in slot) {
    return day.formatRange(parseISO(slot.checkIn), parseISO(slot.checkOut));
  }
  return `${day.format(parseISO(slot.date))} · ${slot.startTime} · ${t('listing:hoursCount', {
    count: slot.hours,
  })}`;
}
