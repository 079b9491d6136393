import type { TFunction } from 'i18next';
import type { GuestCounts, SearchDates } from '../state';

/**
 * One-line summaries for the compact header, the mobile pill and the collapsed mobile steps.
 * Interim (replaced in this issue by the steps branch).
 */
export function summarizeDates(dates: SearchDates | null, _t: TFunction, _locale: string): string {
  if (!dates) return '';
  if (dates.kind === 'range') return `${dates.checkIn} – ${dates.checkOut}`;
  if (dates.kind === 'day') return dates.date;
  return dates.flexibility;
}

export function summarizeGuests(guests: GuestCounts, _t: TFunction): string {
  const n = guests.adults + guests.children;
  return n > 0 ? String(n) : '';
}

export function summarizeCategory(category: string | null, _t: TFunction): string {
  return category ?? '';
}
