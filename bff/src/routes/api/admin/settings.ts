import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSettings,
  BookingRpc,
  PricingRpc,
  UpdateAdminSettingsBody,
  type BookingSettings,
  type PlatformSettings,
} from '@arrendo/contracts';

function combined(pricing: PlatformSettings, booking: BookingSettings): AdminSettings {
  return {
    serviceFeePercent: pricing.serviceFeePercent,
    showTaxIncludedByDefault: pricing.showTaxIncludedByDefault,
    holdMinutes: booking.holdMinutes,
    requestExpiryHours: booking.requestExpiryHours,
    pricingUpdatedAt: pricing.updatedAt,
    bookingUpdatedAt: booking.updatedAt,
  };
}

/**
 * `/api/admin/settings` (admins; registered inside the admin-only block): one page over the
 * settings of two services. Each field goes to the service that owns and reads it — the fee and
 * the VAT display to pricing, the hold and request times to booking — which checks the role
 * again and audits the change in its own transaction. The body is validated whole before either
 * is asked, so a bad field changes nothing; only a service failing between the two calls could
 * leave one part saved, and the answer (an error) says to look again.
 */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: AdminSettings } } }, async (request) => {
    const [pricing, booking] = await Promise.all([
      request.call(PricingRpc.getSettings, {}),
      request.call(BookingRpc.getSettings, {}),
    ]);
    return combined(pricing, booking);
  });

  app.put(
    '/',
    { schema: { body: UpdateAdminSettingsBody, response: { 200: AdminSettings } } },
    async (request) => {
      const { serviceFeePercent, showTaxIncludedByDefault, holdMinutes, requestExpiryHours } =
        request.body;
      const pricingChange = { serviceFeePercent, showTaxIncludedByDefault };
      const bookingChange = { holdMinutes, requestExpiryHours };
      const changes = (fields: object) => Object.values(fields).some((v) => v !== undefined);
      const [pricing, booking] = await Promise.all([
        changes(pricingChange)
          ? request.call(PricingRpc.updateSettings, pricingChange)
          : request.call(PricingRpc.getSettings, {}),
        changes(bookingChange)
          ? request.call(BookingRpc.updateSettings, bookingChange)
          : request.call(BookingRpc.getSettings, {}),
      ]);
      return combined(pricing, booking);
    },
  );
};

export default adminSettingsRoutes;
