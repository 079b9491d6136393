import type { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { ExchangeRates } from './model.js';

export const RatesUpdatedEvent = ExchangeRates;
export type RatesUpdatedEvent = z.infer<typeof RatesUpdatedEvent>;

export const PricingEvents = {
  /** After each successful refresh from the rates API. */
  RATES_UPDATED: defineEvent('evt.pricing.rates.updated', 1, RatesUpdatedEvent),
} as const;
