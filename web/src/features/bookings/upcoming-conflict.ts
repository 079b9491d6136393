import { UpcomingBookingsConflict } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-error';

/**
 * How many confirmed bookings that have not ended stand in the way of a deletion (a listing's or
 * an account's: decision 0022), or undefined when the error is about something else.
 */
export function upcomingBookingsBlocking(error: unknown): number | undefined {
  if (!ApiError.is(error) || error.code !== 'CONFLICT') return undefined;
  const parsed = UpcomingBookingsConflict.safeParse(error.details);
  return parsed.success ? parsed.data.count : undefined;
}
