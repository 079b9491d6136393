import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Availability, Property } from '@arrendo/contracts/web';
import { useLazyModal } from '@/components/ui/lazy-modal';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { propertyAvailabilityQueryOptions } from '../availability-api';
import { busyOnDate, maxHoursFrom, openWindow, startTimes } from '../property/time-slots';
import { DayGrid } from './day-grid';
import { Rating } from './rating';

/** Guests can book up to six months ahead (spec §9); the calendar asks for that much. */
const HORIZON_DAYS = 180;

interface Choice {
  start: string | null;
  end: string | null;
  time: string | null;
  hours: number;
  guests: number;
}

function useAvailability(property: Property) {
  const today = format(new Date(), 'yyyy-MM-dd');
  const to = format(addDays(parseISO(today), HORIZON_DAYS), 'yyyy-MM-dd');
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

function ReservationForm({
  property,
  choice,
  setChoice,
}: {
  property: Property;
  choice: Choice;
  setChoice: (c: Choice) => void;
}) {
  const { t } = useTranslation('listing');
  const { format: formatMoney } = usePriceFormat();
  const { loading, failed, today, horizonEnd, unavailable, availability } =
    useAvailability(property);
  const hourly = property.priceUnit === 'hour';
  const minHours = property.minHours ?? 1;
  const last = format(addDays(parseISO(horizonEnd), -1), 'yyyy-MM-dd');

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
      for (let d = choice.start!; d < date; d = format(addDays(parseISO(d), 1), 'yyyy-MM-dd')) {
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

  const times = hourly && choice.start ? startTimes(windowOf(choice.start), minHours, busy) : [];
  const maxHours =
    hourly && choice.start && choice.time
      ? maxHoursFrom(windowOf(choice.start), choice.time, busy)
      : 0;
  const nights =
    choice.start && choice.end
      ? differenceInCalendarDays(parseISO(choice.end), parseISO(choice.start))
      : 0;
  const units = hourly ? (choice.time ? choice.hours : 0) : nights;
  const total =
    units > 0 ? formatMoney({ ...property.price, amount: property.price.amount * units }) : null;
  const dateLabel = (d: string | null) =>
    d ? format(parseISO(d), 'dd/MM/yyyy') : t('reserve.addDate');

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
            : hourly
              ? t('reserve.pickDay')
              : pickingEnd
                ? t('reserve.pickCheckOut')
                : t('reserve.pickCheckIn')}
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
      <div className="flex items-center justify-between rounded-xl border border-neutral-300 p-3 text-sm">
        <span className="font-semibold" id="guests-label">
          {t('reserve.guests')}
        </span>
        <div className="flex items-center gap-3" role="group" aria-labelledby="guests-label">
          <button
            type="button"
            aria-label={t('reserve.fewerGuests')}
            disabled={choice.guests <= 1}
            onClick={() => setChoice({ ...choice, guests: choice.guests - 1 })}
            className="size-8 rounded-full border border-neutral-400 disabled:opacity-30"
          >
            −
          </button>
          <span aria-live="polite" data-testid="guest-count">
            {choice.guests}
          </span>
          <button
            type="button"
            aria-label={t('reserve.moreGuests')}
            disabled={choice.guests >= property.maxGuests}
            onClick={() => setChoice({ ...choice, guests: choice.guests + 1 })}
            className="size-8 rounded-full border border-neutral-400 disabled:opacity-30"
          >
            +
          </button>
        </div>
      </div>
      {total ? (
        <p className="flex justify-between text-sm" data-testid="reservation-total">
          <span>
            {hourly ? t('hoursCount', { count: units }) : t('nightsCount', { count: units })}
          </span>
          <span className="font-semibold">{total}</span>
        </p>
      ) : null}
      <p
        className="rounded-xl bg-neutral-100 p-3 text-center text-sm font-semibold"
        data-testid="booking-soon"
      >
        {t('reserve.bookingSoon')}
      </p>
    </div>
  );
}

/** Sticky card beside the page on desktop; a bottom bar that opens the same form on phones. */
export function ReservationPanel({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const { formatPerUnit, withTax, currency } = usePriceFormat();
  const [choice, setChoice] = useState<Choice>({
    start: null,
    end: null,
    time: null,
    hours: property.minHours ?? 1,
    guests: 1,
  });
  const price = formatPerUnit(property.price, property.priceUnit);
  const taxNote = withTax ? t('common:price.vatIncluded') : t('common:price.beforeTaxes');
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
          <ReservationForm property={property} choice={choice} setChoice={setChoice} />
        </div>
      </aside>
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between border-t border-neutral-200 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden">
        <div>
          <p className="font-semibold">{price}</p>
          <p className="text-xs text-muted">{taxNote}</p>
          <Rating rating={property.rating} className="text-xs" />
        </div>
        <button
          {...trigger}
          className="rounded-lg bg-rose-600 px-5 py-3 text-sm font-semibold text-white hover:bg-rose-700"
        >
          {t('listing:reserve.checkAvailability')}
        </button>
        {modal(
          t('listing:reserve.title'),
          t('common:preferences.close'),
          <ReservationForm property={property} choice={choice} setChoice={setChoice} />,
        )}
      </div>
    </>
  );
}
