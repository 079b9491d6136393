import type { ConversationFilter, ConversationSummary } from '@arrendo/contracts';
import type { TimestampIdPosition } from '@arrendo/kit';
import {
  ConversationRepository,
  type ConversationRow,
} from '../repositories/conversation.repository.js';
import { PhotoRepository } from '../repositories/photo.repository.js';
import type { MessagingDeps } from './deps.js';
import { conversationView } from './views.js';

export interface SummaryPage {
  items: ConversationSummary[];
  last: ConversationRow | undefined;
}

/** Conversations as `userId` lists them, with their last messages' photos. */
export async function loadSummaries(
  deps: MessagingDeps,
  query: {
    userId: string;
    conversationId?: string;
    filter?: ConversationFilter;
    cursor?: TimestampIdPosition;
    limit: number;
  },
): Promise<SummaryPage> {
  const rows = await new ConversationRepository(deps.db).summaries(query);
  const lastIds = rows.flatMap((r) => (r.last_message ? [r.last_message.id] : []));
  const photos = await new PhotoRepository(deps.db).forMessages(deps.db, lastIds);
  return {
    items: rows.map((row) =>
      conversationView(row, query.userId, photos.get(row.last_message?.id ?? '') ?? []),
    ),
    last: rows.at(-1),
  };
}

/** One conversation as `userId` sees it; undefined when they are not part of it. */
export async function loadSummary(
  deps: MessagingDeps,
  userId: string,
  conversationId: string,
): Promise<ConversationSummary | undefined> {
  const { items } = await loadSummaries(deps, { userId, conversationId, limit: 1 });
  return items[0];
}
