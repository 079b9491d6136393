// What other packages' tests use of the pricing service: the service itself in-process (alone or
// in its harness), a stand-in for it, and a stand-in for the exchange-rate API it reads.
// One entry, `@arrendo/pricing/testing`.
export { startPricingService } from './pricing-service.js';
export { PricingUnderTest } from './pricing-under-test.js';
export { FakePricing, quoteFor } from './fake-pricing.js';
export { FakeRatesApi, type FakeRatesMode } from './fake-rates-api.js';
