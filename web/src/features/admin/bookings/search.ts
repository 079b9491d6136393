import { z } from 'zod';

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  .optional()
  .catch(undefined);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const BOOKING_STATUSES = [
  'pending',
  'requested',
  'confirmed',
  'cancelled',
  'declined',
  'expired',
] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/**
 * `/admin/bookings?q=3f2a9c1e&status=confirmed&startFrom=2027-02-01`: the search's filters, so a
 * view can be linked, reloaded and gone back to. Spelled here rather than taken from the
 * contracts: this module rides in the app's entry with the route (see b79042e). Anything
 * malformed is dropped rather than failing the page; the API checks the rest.
 */
export const AdminBookingsSearch = z.object({
  q: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F-]{4,36}$/)
    .optional()
    .catch(undefined),
  guestId: uuid,
  hostId: uuid,
  propertyId: uuid,
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  startFrom: date,
  startTo: date,
});
export type AdminBookingsSearch = z.infer<typeof AdminBookingsSearch>;
