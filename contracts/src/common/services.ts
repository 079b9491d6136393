import { z } from 'zod';

/**
 * The services behind the BFF, each answering `rpc.<name>.*` and owning the schema `<name>`.
 * Health checks and the operators' dead-letter pages go through this list: a new service is one
 * line here.
 */
export const SERVICE_NAMES = [
  'identity',
  'listing',
  'booking',
  'pricing',
  'payment',
  'notification',
  'messaging',
  // Admin stress tests (decision 0052): runs, their figures and the BullMQ job that makes them.
  'stress',
] as const;

export const ServiceName = z.enum(SERVICE_NAMES);
export type ServiceName = z.infer<typeof ServiceName>;
