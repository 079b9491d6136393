import { z } from 'zod';
import { isStorableDate, isStorableTimestamp } from './timestamp.js';

export const Uuid = z.uuid();
export type Uuid = z.infer<typeof Uuid>;

/** ISO-8601 instant as sent over the wire, one Postgres can store. */
export const IsoDateTime = z.iso
  .datetime({ offset: true })
  .refine(isStorableTimestamp, 'Please enter a valid date and time');
/** Calendar date YYYY-MM-DD (no time zone: interpreted in the listing's zone), years 1 to 9999. */
export const IsoDate = z.iso.date().refine(isStorableDate, 'Please enter a valid date');

export const Locale = z.enum(['en', 'es']);
export type Locale = z.infer<typeof Locale>;
