import { z } from 'zod';
import { AdminBookingsSearch, BOOKING_STATUSES } from './search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalId = z
  .string()
  .trim()
  .refine((v) => v === '' || UUID.test(v), 'filters.idInvalid');

// The filter form as people fill it: every field is text ('' for "any"); the messages are
// catalogue keys of `admin-bookings`.
export const BookingFiltersForm = z
  .object({
    q: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[0-9a-fA-F-]{4,36}$/.test(v), 'filters.qInvalid'),
    guestId: optionalId,
    hostId: optionalId,
    status: z.enum(['', ...BOOKING_STATUSES]),
    startFrom: z.string(),
    startTo: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.startFrom && value.startTo && value.startTo <= value.startFrom) {
      ctx.addIssue({ code: 'custom', path: ['startTo'], message: 'filters.rangeInvalid' });
    }
  });
export type BookingFiltersValues = z.infer<typeof BookingFiltersForm>;

export function formValuesOf(search: AdminBookingsSearch): BookingFiltersValues {
  return {
    q: search.q ?? '',
    guestId: search.guestId ?? '',
    hostId: search.hostId ?? '',
    status: search.status ?? '',
    startFrom: search.startFrom ?? '',
    startTo: search.startTo ?? '',
  };
}

/** The form's values as the address keeps them: empty fields are left out. */
export function searchOf(values: BookingFiltersValues): AdminBookingsSearch {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') search[key] = value.trim();
  }
  return AdminBookingsSearch.parse(search);
}
