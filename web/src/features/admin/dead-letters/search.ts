import { z } from 'zod';
import { ServiceName } from '@arrendo/contracts/web';

/**
 * `/admin/dead-letters?service=notification&open=true`: the chosen service and whether letters
 * already retried are left out. Anything unknown is dropped rather than failing the page.
 */
export const DeadLettersSearch = z.object({
  service: ServiceName.optional().catch(undefined),
  open: z.boolean().optional().catch(undefined),
});
export type DeadLettersSearch = z.infer<typeof DeadLettersSearch>;
