import {
  feeBasisPoints,
  guestAmounts,
  ListingRpc,
  PricingRpc,
  type Property,
  type Quote,
  type QuoteRequest,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
/**
 * A real quote (10 % service fee, 19 % IVA on that fee only, half up: contracts' `guestAmounts`,
 * decision 0029), from the listing's own price as `getProperty` answers: what the pricing
 * service computes.
 */
export function quoteFor(property: Property, request: QuoteRequest, serviceFeePercent = 10): Quote {
  const { slot } = request;
  const units =
    'checkIn' in slot
      ? Math.round((Date.parse(slot.checkOut) - Date.parse(slot.checkIn)) / DAY_MS)
      : slot.hours;
  const subtotal = units * property.price.amount;
  const extras = property.extraFees.map((f) => ({ name: f.name, amount: clp(f.amount) }));
  const base = subtotal + extras.reduce((sum, f) => sum + f.amount.amount, 0);
  const { serviceFee, vat, total } = guestAmounts(base, {
    serviceFeeBasisPoints: feeBasisPoints(serviceFeePercent),
    vatPercent: 19,
  });
  return {
    propertyId: property.id,
    kind: 'checkIn' in slot ? 'stay' : 'hourly',
    unit: property.priceUnit,
    units,
    unitPrice: clp(property.price.amount),
    subtotal: clp(subtotal),
    extraFees: extras,
    base: clp(base),
    serviceFeePercent,
    serviceFee: clp(serviceFee),
    vatPercent: 19,
    vat: clp(vat),
    total: clp(total),
    display: { currency: 'CLP', rate: 1, ratesAt: null },
  };
}

/**
 * A stand-in for the pricing service (written in parallel): answers `quote` from the listing
 * service's `getProperty`, asked as the caller, like the real one.
 */
export class FakePricing {
  /** Quotes answered so far: a refusal that must come before the quote can be seen not to ask. */
  quotes = 0;

  private constructor(private running: RunningService<unknown, Record<string, never>> | null) {}

  static async start(env: Record<string, string | undefined>): Promise<FakePricing> {
    const pricing = new FakePricing(null);
    const running = await startService<unknown>({
      name: 'pricing',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(PricingRpc.quote, async (request, call) => {
          pricing.quotes++;
          const property = await ctx.client.call(
            ListingRpc.getProperty,
            { id: request.propertyId },
            { actor: call.actor },
          );
          return quoteFor(property, request);
        });
      },
      overrides: { env },
    });
    pricing.running = running as RunningService<unknown, Record<string, never>>;
    return pricing;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
  }
}
