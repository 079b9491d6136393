import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  ExchangeRates,
  LIMITS,
  PlatformFees,
  PricingRpc,
  PropertyIdParams,
  Quote,
  QuoteQuery,
  slotFromQuoteQuery,
} from '@arrendo/contracts';

/** Prices follow the listing and the fee: a short cache only absorbs a picker's bursts. */
export const QUOTE_CACHE = 'public, max-age=30';
/** The service refreshes rates hourly; five minutes keeps browsers close to it. */
export const RATES_CACHE = 'public, max-age=300';
/** An admin's new fee reaches previews within a minute, as it reaches quotes at once. */
export const FEES_CACHE = 'public, max-age=60';

/**
 * The service names fields of its request (`slot.checkIn`); the browser sent flat query
 * parameters (`checkIn`), so a 400 names those.
 */
function asQueryError(error: unknown): unknown {
  if (!AppError.isAppError(error) || error.code !== 'VALIDATION' || !error.details?.fields) {
    return error;
  }
  const fields = error.details.fields.map((f) => ({ ...f, path: f.path.replace(/^slot\./, '') }));
  return new AppError(error.code, error.message, { ...error.details, fields });
}

/**
 * Pricing over HTTP (contracts `http/pricing.ts`): quotes, rates and fees for everyone. Admins
 * change the settings on `/api/admin/settings` (routes/api/admin/settings.ts).
 */
const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/properties/:id/quote',
    {
      schema: { params: PropertyIdParams, querystring: QuoteQuery, response: { 200: Quote } },
      config: { publicCache: QUOTE_CACHE },
    },
    async (request) => {
      const { guests, currency } = request.query;
      try {
        return await request.call(PricingRpc.quote, {
          propertyId: request.params.id,
          slot: slotFromQuoteQuery(request.query),
          guests,
          currency,
        });
      } catch (error) {
        throw asQueryError(error);
      }
    },
  );

  app.get(
    '/rates',
    { schema: { response: { 200: ExchangeRates } }, config: { publicCache: RATES_CACHE } },
    async (request) => request.call(PricingRpc.rates, {}),
  );

  // What every guest price adds to a host's (decision 0029): the wizard's preview and the tax
  // toggle read it, so neither repeats the fee as a constant; the toggle also takes its default
  // from it (the admin's VAT display default, /admin/settings).
  app.get(
    '/fees',
    { schema: { response: { 200: PlatformFees } }, config: { publicCache: FEES_CACHE } },
    async (request) => {
      const settings = await request.call(PricingRpc.getSettings, {});
      return {
        serviceFeePercent: settings.serviceFeePercent,
        vatPercent: LIMITS.vatPercent,
        showTaxIncludedByDefault: settings.showTaxIncludedByDefault,
      };
    },
  );
};

export default pricingRoutes;
