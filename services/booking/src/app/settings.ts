import { REQUEST_RESPONSE_HOURS, type BookingSettings } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { BookingEnv } from '../env.js';
import {
  BookingSettingsRepository,
  type BookingSettingsValues,
} from '../repositories/settings.repository.js';

export interface EffectiveBookingSettings extends BookingSettingsValues {
  updatedAt: Date | null;
}

/**
 * The settings in force: the saved row, or the defaults (the env's hold minutes, the contract's
 * request hours) before an admin saves any. Callers read it in the transaction that uses it —
 * the hold's insert, the request's transition — so a change applies to the very next hold or
 * request on every instance, with no cache to go stale.
 */
export async function effectiveBookingSettings(
  db: Kysely<DB>,
  env: Pick<BookingEnv, 'BOOKING_HOLD_MINUTES'>,
  options: { lock?: boolean } = {},
): Promise<EffectiveBookingSettings> {
  const stored = await new BookingSettingsRepository(db).get(options);
  return (
    stored ?? {
      holdMinutes: env.BOOKING_HOLD_MINUTES,
      requestExpiryHours: REQUEST_RESPONSE_HOURS,
      updatedAt: null,
    }
  );
}

export function toBookingSettings(settings: EffectiveBookingSettings): BookingSettings {
  return {
    holdMinutes: settings.holdMinutes,
    requestExpiryHours: settings.requestExpiryHours,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/** The hours a host has to answer a request made now (read in the request's transaction). */
export async function requestExpiryHoursNow(db: Kysely<DB>): Promise<number> {
  const stored = await new BookingSettingsRepository(db).get();
  return stored?.requestExpiryHours ?? REQUEST_RESPONSE_HOURS;
}
