import type { MigrationSet } from '@arrendo/kit';
import * as createBookings from './202611231400_create_bookings.js';
import * as createCalendar from './202611231700_create_calendar.js';
import * as bookingLifecycle from './202612011200_booking_lifecycle.js';
import * as marketClosures from './202612051200_market_closures.js';
import * as hostDashboard from './202612281200_host_dashboard.js';
import * as hostFigures from './202612281300_host_figures.js';
import * as calendarSync from './202612291100_calendar_sync.js';
import * as bookingRequestedAt from './202612301500_booking_requested_at.js';
import * as createReviews from './202701051200_create_reviews.js';
import * as adminDashboard from './202701101200_admin_dashboard.js';
import * as bookingSettings from './202701101300_booking_settings.js';
import * as adminCancellations from './202701151000_admin_cancellations.js';
import * as createClaims from './202701201200_create_claims.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202611231400_create_bookings': createBookings,
  '202611231700_create_calendar': createCalendar,
  '202612011200_booking_lifecycle': bookingLifecycle,
  '202612051200_market_closures': marketClosures,
  '202612281200_host_dashboard': hostDashboard,
  '202612281300_host_figures': hostFigures,
  '202612291100_calendar_sync': calendarSync,
  '202612301500_booking_requested_at': bookingRequestedAt,
  '202701051200_create_reviews': createReviews,
  '202701101200_admin_dashboard': adminDashboard,
  '202701101300_booking_settings': bookingSettings,
  '202701151000_admin_cancellations': adminCancellations,
  '202701201200_create_claims': createClaims,
};
