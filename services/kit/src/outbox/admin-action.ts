import type { QueryExecutorProvider } from 'kysely';
import {
  AdminActionEvents,
  AppError,
  type Actor,
  type AdminActionEvent,
  type AdminActionInput,
  type ServiceName,
} from '@arrendo/contracts';
import { enqueueEvent } from './enqueue.js';

export interface AdminAction extends Omit<AdminActionInput, 'actorId' | 'ip'> {
  /** The admin who acted; their id and address are taken from it. */
  actor: Actor;
}

/**
 * Writes one admin action into the audit trail, in the caller's transaction (decision 0045): call
 * it beside the change it describes, so both commit or neither does. Only a person can be audited:
 * the system actor (seeders, consumers) has no user id and is refused here, loudly.
 */
export async function recordAdminAction(
  trx: QueryExecutorProvider,
  service: ServiceName,
  action: AdminAction,
): Promise<void> {
  await recordAdminActionAs(trx, AdminActionEvents[service], action);
}

/**
 * `recordAdminAction` under an event named from any service name: the kit's own operator RPCs
 * (dead letters) run in every service, including the kit's test services.
 */
export async function recordAdminActionAs(
  trx: QueryExecutorProvider,
  event: AdminActionEvent,
  { actor, ...action }: AdminAction,
): Promise<void> {
  if (!actor.userId) {
    throw new AppError('INTERNAL', 'An admin action needs the admin who took it');
  }
  await enqueueEvent(trx, event, {
    ...action,
    actorId: actor.userId,
    ip: actor.ip ?? null,
  });
}
