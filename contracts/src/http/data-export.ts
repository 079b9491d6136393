import { z } from 'zod';
import { IsoDateTime } from '../common/ids.js';
import { IdentityUserExport } from '../identity/export.js';
import { ListingUserExport } from '../listing/export.js';
import { BookingUserExport } from '../booking/export.js';
import { PaymentUserExport } from '../payment/export.js';
import { NotificationUserExport } from '../notification/export.js';
import { MessagingUserExport } from '../messaging/export.js';

/**
 * `GET /api/account/export`: everything Arrendo keeps about the signed-in person, as one JSON file
 * (portability, Ley 21.719). One section per service that keeps personal data; each service
 * answers for its own part, asked as the person, so no one can export someone else.
 */
export const PERSONAL_DATA_FORMAT = 'arrendo.personal-data' as const;

export const PersonalDataExport = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  version: z.literal(1),
  exportedAt: IsoDateTime,
  account: IdentityUserExport,
  listings: ListingUserExport,
  bookings: BookingUserExport,
  payments: PaymentUserExport,
  support: NotificationUserExport,
  messages: MessagingUserExport,
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;

/** The file's name: `arrendo-data-2026-11-26.json` (the day in UTC). */
export function personalDataFileName(exportedAt: string): string {
  return `arrendo-data-${exportedAt.slice(0, 10)}.json`;
}
