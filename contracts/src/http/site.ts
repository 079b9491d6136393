import { z } from 'zod';

/**
 * GET /api/site: the operator's public facts the content pages print (support, privacy and legal
 * contacts), set by the BFF's env so a deployment changes them without a rebuild.
 */
export const SiteConfig = z.object({
  supportEmail: z.email(),
  privacyEmail: z.email(),
  legalEmail: z.email(),
  /** Support's promise: an answer within this many hours. */
  supportResponseHours: z.number().int().positive(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
