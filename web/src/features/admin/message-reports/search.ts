import { z } from 'zod';
import { MessageReportStatus } from '@arrendo/contracts/web';

/** `/admin/message-reports?status=resolved`: the tab; open reports without it. */
export const MessageReportsSearch = z.object({
  status: MessageReportStatus.optional().catch(undefined),
});
export type MessageReportsSearch = z.infer<typeof MessageReportsSearch>;
