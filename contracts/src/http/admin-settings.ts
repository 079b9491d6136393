import { z } from 'zod';
import { IsoDateTime } from '../common/ids.js';
import { HoldMinutes, RequestExpiryHours } from '../booking/settings.js';
import { ServiceFeePercent } from '../pricing/model.js';

/**
 * `/api/admin/settings` (admins): the platform settings, each owned by the service that reads it.
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /api/admin/settings | | `AdminSettings` |
 * | PUT /api/admin/settings | `UpdateAdminSettingsBody` (any of the four) | `AdminSettings` (400 naming the field) |
 *
 * Pricing owns the service fee and the VAT display default, booking the hold minutes and the
 * request expiry; the BFF sends each field to its owner, which audits the change.
 */
export const AdminSettingsFields = {
  /** The guest's service fee on the host's base, 0–30 %. */
  serviceFeePercent: ServiceFeePercent,
  /** Whether visitors see prices with the fee and its IVA until they choose. */
  showTaxIncludedByDefault: z.boolean('Choose on or off'),
  /** How long a checkout hold keeps the slot, 5–60 minutes. */
  holdMinutes: HoldMinutes,
  /** How long a host has to answer a request before it is declined, 1–72 hours. */
  requestExpiryHours: RequestExpiryHours,
};

/** The whole set, as the page's form holds it (every field required). */
export const AdminSettingsForm = z.object(AdminSettingsFields).strict();
export type AdminSettingsForm = z.infer<typeof AdminSettingsForm>;

export const UpdateAdminSettingsBody = AdminSettingsForm.partial()
  .strict()
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    'Change at least one setting',
  );
export type UpdateAdminSettingsBody = z.infer<typeof UpdateAdminSettingsBody>;

export const AdminSettings = z.object({
  serviceFeePercent: z.number().min(0).max(30),
  showTaxIncludedByDefault: z.boolean(),
  holdMinutes: z.number().int().positive(),
  requestExpiryHours: z.number().int().positive(),
  /** When each service's settings were last saved (null: its defaults still apply). */
  pricingUpdatedAt: IsoDateTime.nullable(),
  bookingUpdatedAt: IsoDateTime.nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
