// What other packages' tests use of the booking service: the service itself in-process, the
// calendar harness, a stand-in for it, bookings to feed the stand-in, and Santiago's dates.
// One entry, `@arrendo/booking/testing`.
export { migrations } from '../db/migrations/index.js';
export { startBookingService } from './booking-service.js';
export { CalendarUnderTest } from './calendar-support.js';
export { isoWeekday, nextWeekday, santiagoDate } from './dates.js';
export { FakeBooking, makeBooking, stayBooking } from './fake-booking.js';
