import { z } from 'zod';

/**
 * A keyset cursor exactly as a service handed it out: opaque base64url, so anything else is
 * refused before it travels. Empty means "the first page". The service decodes and checks it.
 */
export const PageCursor = z
  .string()
  .max(200, 'Invalid cursor')
  .regex(/^[A-Za-z0-9_-]*$/, 'Invalid cursor');
