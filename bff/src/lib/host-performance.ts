import {
  addDays,
  datesIn,
  DEFAULT_TIME_ZONE,
  todayIn,
  type BookingPerformanceCounts,
  type HostBookingPerformance,
  type HostPerformanceResponse,
  type ListingActivity,
  type PerformanceFigures,
  type PerformancePoint,
  type PerformanceRangeDays,
} from '@arrendo/contracts';

/** The local dates of a period, both included. */
export interface PerformanceSpan {
  from: string;
  to: string;
}

/**
 * The `days` ending today. "Today" is the marketplace's date (Chile's mainland zone, every
 * listing's default): each listing's figures are by its own zone's dates, and the few hours
 * between Chile's zones move a period's edges by at most that much.
 */
export function performanceSpan(days: PerformanceRangeDays, now: Date): PerformanceSpan {
  const to = todayIn(DEFAULT_TIME_ZONE, now);
  return { from: addDays(to, -(days - 1)), to };
}

type Counts = Omit<PerformanceFigures, 'conversion' | 'responseRate'>;

const ZERO: Counts = {
  views: 0,
  saves: 0,
  requests: 0,
  confirmed: 0,
  responseDue: 0,
  answered: 0,
  answeredInTime: 0,
};

const NO_BOOKINGS: BookingPerformanceCounts = {
  requests: 0,
  confirmed: 0,
  responseDue: 0,
  answered: 0,
  answeredInTime: 0,
};

/** Conversion (confirmed per view) and response rate (answered in time per answer due). */
export function figuresOf(counts: Counts): PerformanceFigures {
  return {
    ...counts,
    conversion: counts.views > 0 ? counts.confirmed / counts.views : null,
    responseRate: counts.responseDue > 0 ? counts.answeredInTime / counts.responseDue : null,
  };
}

function add(a: Counts, b: Partial<Counts>): Counts {
  return {
    views: a.views + (b.views ?? 0),
    saves: a.saves + (b.saves ?? 0),
    requests: a.requests + (b.requests ?? 0),
    confirmed: a.confirmed + (b.confirmed ?? 0),
    responseDue: a.responseDue + (b.responseDue ?? 0),
    answered: a.answered + (b.answered ?? 0),
    answeredInTime: a.answeredInTime + (b.answeredInTime ?? 0),
  };
}

export interface PerformanceParts {
  days: PerformanceRangeDays;
  span: PerformanceSpan;
  listingId: string | null;
  /** The listing service's answer: the host's listings, views and saves. */
  activity: ListingActivity;
  /** The booking service's: requests, confirmations and answers. */
  bookings: HostBookingPerformance;
}

/**
 * The page's answer from the two services' (each narrowed to `listingId` when given): every
 * date of the period with its counts (dates without any get zeros), the selection's figures
 * from those same dates (so the cards always add up to the chart), and each listing's own.
 */
export function combinePerformance(parts: PerformanceParts): HostPerformanceResponse {
  const { span, activity, bookings } = parts;
  const byDate = new Map<string, Counts>();
  const at = (date: string) => byDate.get(date) ?? ZERO;
  for (const day of activity.days) byDate.set(day.date, add(at(day.date), day));
  for (const day of bookings.days) byDate.set(day.date, add(at(day.date), day));

  let selection = ZERO;
  const series: PerformancePoint[] = datesIn(span.from, addDays(span.to, 1)).map((date) => {
    const counts = at(date);
    selection = add(selection, counts);
    return {
      date,
      views: counts.views,
      saves: counts.saves,
      requests: counts.requests,
      confirmed: counts.confirmed,
    };
  });

  const bookingsOf = new Map(bookings.listings.map((l) => [l.propertyId, l]));
  const listings = activity.listings.map((l) => {
    const { propertyId: _, ...booked } = bookingsOf.get(l.id) ?? {
      propertyId: l.id,
      ...NO_BOOKINGS,
    };
    return {
      id: l.id,
      title: l.title,
      listingType: l.listingType,
      status: l.status,
      deleted: l.deleted,
      figures: figuresOf({ ...booked, views: l.views, saves: l.saves }),
    };
  });

  return {
    days: parts.days,
    from: span.from,
    to: span.to,
    listingId: parts.listingId,
    figures: figuresOf(selection),
    series,
    listings,
  };
}
