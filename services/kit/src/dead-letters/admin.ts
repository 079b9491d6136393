import {
  adminActionEvent,
  AppError,
  deadLetterSummaryRpc,
  deadLettersRpc,
  retryDeadLetterRpc,
  type Actor,
  type DeadLetterSource,
} from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor } from '../db/cursor.js';
import { recordAdminActionAs } from '../outbox/admin-action.js';
import type { RpcServer } from '../rpc/server.js';
import { toDeadLetter, type DeadLetterRepository, type DeadLetterRow } from './repository.js';

/** Puts one dead letter's work back; throws AppError('CONFLICT') when it cannot. */
export type DeadLetterRetrier = (letter: DeadLetterRow) => Promise<void>;

function assertAdmin(actor: Actor): void {
  // Dead letters hold internal failure detail: only administrators, anonymous visitors included.
  if (!actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'Only administrators can see failed work');
  }
}

/**
 * Serves `rpc.<service>.admin.deadLetters`, `…deadLetterSummary` and `…retryDeadLetter`. Retrying is delegated per
 * source: the kit's jobs register one for `job`; the event consumer registers one for `event`.
 */
export class DeadLetterAdmin {
  private readonly retriers = new Map<DeadLetterSource, DeadLetterRetrier>();

  constructor(
    private readonly service: string,
    private readonly repository: DeadLetterRepository,
  ) {}

  registerRetrier(source: DeadLetterSource, retrier: DeadLetterRetrier): void {
    if (this.retriers.has(source)) throw new Error(`Dead ${source}s already have a retrier`);
    this.retriers.set(source, retrier);
  }

  serve<DB>(rpc: RpcServer<DB>): void {
    rpc.handle(deadLettersRpc(this.service), async (request, call) => {
      assertAdmin(call.actor);
      const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
      const page = await this.repository.list({
        limit: request.limit,
        after,
        unresolvedOnly: request.unresolvedOnly,
      });
      return {
        items: page.rows.map(toDeadLetter),
        nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
      };
    });

    rpc.handle(deadLetterSummaryRpc(this.service), async (_request, call) => {
      assertAdmin(call.actor);
      return { unresolved: await this.repository.countUnresolved() };
    });

    rpc.handle(retryDeadLetterRpc(this.service), async (request, call) => {
      assertAdmin(call.actor);
      const letter = await this.repository.find(request.id);
      if (!letter) throw new AppError('NOT_FOUND', 'No such failed work');
      if (letter.resolved_at)
        throw new AppError('CONFLICT', 'This failed work was already retried');
      const retrier = this.retriers.get(letter.source);
      if (!retrier) {
        throw new AppError('CONFLICT', `Failed ${letter.source}s cannot be retried from here yet`);
      }
      // Claimed, audited and retried in one transaction: a second operator's claim waits on the
      // row and then finds it resolved (CONFLICT), and a retry that fails leaves neither the
      // resolution nor an audit entry behind. The retrier may take a few seconds (it reads the
      // dead-letter stream); that is the price of an audit log that only says what happened.
      const resolvedAt = await this.repository.transaction(async (repository, trx) => {
        const at = await repository.resolve(letter.id);
        if (!at) throw new AppError('CONFLICT', 'This failed work was already retried');
        // The system (no person) retries unaudited: only people's actions go in the admin log.
        if (call.actor.userId) {
          await recordAdminActionAs(trx, adminActionEvent(this.service), {
            actor: call.actor,
            action: `${this.service}.deadLetter.retry`,
            target: { type: 'deadLetter', id: letter.id },
            before: { resolvedAt: null, source: letter.source, name: letter.name, key: letter.key },
            after: { resolvedAt: at.toISOString() },
          });
        }
        await retrier(letter);
        return at;
      });
      call.logger.info(
        { deadLetter: letter.id, source: letter.source, name: letter.name, key: letter.key },
        'dead letter retried',
      );
      return { id: letter.id, resolvedAt: resolvedAt.toISOString() };
    });
  }
}
