import { z } from 'zod';

export const Uuid = z.uuid();
export type Uuid = z.infer<typeof Uuid>;

/** ISO-8601 instant as sent over the wire. */
export const IsoDateTime = z.iso.datetime({ offset: true });
/** Calendar date YYYY-MM-DD (no time zone: interpreted in the listing's zone). */
export const IsoDate = z.iso.date();

export const Locale = z.enum(['en', 'es']);
export type Locale = z.infer<typeof Locale>;
