import { z } from 'zod';
import type { MessageReportStatus } from '@arrendo/contracts/web';

// Spelled here, checked against the contract by the compiler: this module rides in the app's
// entry with the route, and the contract's module would bring the messaging model with it.
const STATUSES = ['open', 'resolved'] as const satisfies readonly MessageReportStatus[];

/** `/admin/message-reports?status=resolved`: the tab; open reports without it. */
export const MessageReportsSearch = z.object({
  status: z.enum(STATUSES).optional().catch(undefined),
});
export type MessageReportsSearch = z.infer<typeof MessageReportsSearch>;
