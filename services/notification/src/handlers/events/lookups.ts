import {
  BookingRpc,
  IdentityRpc,
  SYSTEM_ACTOR,
  type Booking,
  type UserContactReply,
} from '@arrendo/contracts';
import type { RpcClient } from '@arrendo/kit';
import { RPC_TIMEOUT_MS, unlessNotFound } from '../../app/rpc-answers.js';

type Client = Pick<RpcClient, 'call'>;

/**
 * A person as identity knows them now, asked as the system actor in an event's `before` step
 * (no transaction open). Null: the account is gone, and gets nothing; an outage is thrown, and
 * the event comes back.
 */
export function contactOf(client: Client, userId: string): Promise<UserContactReply | null> {
  return unlessNotFound(
    client.call(
      IdentityRpc.contact,
      { userId },
      { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
    ),
  );
}

/** The booking as booking knows it now (null: gone). */
export function bookingOf(client: Client, id: string): Promise<Booking | null> {
  return unlessNotFound(
    client.call(BookingRpc.get, { id }, { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS }),
  );
}
