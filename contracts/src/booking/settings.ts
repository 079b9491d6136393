import { z } from 'zod';
import { IsoDateTime } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';
import { REQUEST_RESPONSE_HOURS } from './model.js';

/**
 * What an admin may set for booking (`/admin/settings`, with pricing's): how long a checkout hold
 * keeps a slot, and how long a host has to answer a request. The bounds keep both usable: a hold
 * shorter than five minutes cannot finish a card form, one longer than an hour blocks a slot for
 * nobody; a request must lapse within three days so the guest's authorisation does not.
 */
export const BOOKING_SETTINGS_BOUNDS = {
  holdMinutes: { min: 5, max: 60, default: LIMITS.pendingHoldMinutes },
  requestExpiryHours: { min: 1, max: 72, default: REQUEST_RESPONSE_HOURS },
} as const;

const { holdMinutes, requestExpiryHours } = BOOKING_SETTINGS_BOUNDS;

export const HoldMinutes = z
  .number('Enter a number of minutes')
  .int('Enter a whole number of minutes')
  .min(holdMinutes.min, `Enter at least ${holdMinutes.min} minutes`)
  .max(holdMinutes.max, `Enter at most ${holdMinutes.max} minutes`);

export const RequestExpiryHours = z
  .number('Enter a number of hours')
  .int('Enter a whole number of hours')
  .min(requestExpiryHours.min, `Enter at least ${requestExpiryHours.min} hour`)
  .max(requestExpiryHours.max, `Enter at most ${requestExpiryHours.max} hours`);

/**
 * The booking service's settings as they apply now: the saved ones, or the defaults (the env's
 * hold minutes, `REQUEST_RESPONSE_HOURS`) with `updatedAt: null` before an admin saves any.
 */
export const BookingSettings = z.object({
  holdMinutes: z.number().int().positive(),
  requestExpiryHours: z.number().int().positive(),
  updatedAt: IsoDateTime.nullable(),
});
export type BookingSettings = z.infer<typeof BookingSettings>;

/** A partial change (at least one field); the service audits what it changed. */
export const UpdateBookingSettingsRequest = z
  .object({
    holdMinutes: HoldMinutes.optional(),
    requestExpiryHours: RequestExpiryHours.optional(),
  })
  .strict()
  .refine((r) => Object.values(r).some((v) => v !== undefined), 'Change at least one setting');
export type UpdateBookingSettingsRequest = z.infer<typeof UpdateBookingSettingsRequest>;
