import type { EventEnvelope, UserDeletedEvent } from '@arrendo/contracts';
import type { Logger } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { UserDataRepository } from '../../repositories/user-data.repository.js';

/**
 * `evt.identity.user.deleted`: the account is gone for good (Ley 21.719), and so is what this
 * service keeps of it, except the other person's side of a conversation (see
 * `UserDataRepository.forget`). Runs in the kit's inbox transaction: the same event twice
 * changes nothing.
 */
export function userDeletedHandler(logger: Logger) {
  return async (event: EventEnvelope<UserDeletedEvent>, trx: Transaction<DB>): Promise<void> => {
    const forgotten = await new UserDataRepository(trx).forget(event.data.userId);
    logger.info({ userId: event.data.userId, ...forgotten }, 'forgot a deleted user');
  };
}
