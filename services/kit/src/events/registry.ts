import type { EventContract } from '@arrendo/contracts';
import { isEventSubscriber, type EventBus, type EventSubscriber } from './bus.js';

/**
 * One handler per consumed event, keyed like the service's consumed-events list: a plain
 * handler (`(event, trx)`, in the inbox transaction) or `eventSteps({ before, write,
 * afterCommit })` for one that must ask the network.
 */
export type EventHandlers<C extends EventContract, DB> = {
  readonly [K in keyof C]: EventSubscriber<C[K], DB>;
};

/**
 * Subscribes a service to exactly the events it declares it consumes. A missing handler is a
 * compile error (the mapped type) and, should a cast hide it, a refusal to start; so is a
 * handler for an event the list does not declare.
 */
export function subscribeEvents<DB, C extends EventContract>(
  ctx: { name: string; events: EventBus<DB> },
  consumed: C,
  handlers: EventHandlers<C, DB>,
): void {
  const declared = Object.keys(consumed);
  const missing = declared.filter((key) => !isEventSubscriber(handlers[key]));
  const unknown = Object.keys(handlers).filter((key) => !(key in consumed));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      ...missing.map((key) => `no handler for ${key} (${consumed[key]?.subject})`),
      ...unknown.map((key) => `handler ${key} is not in the consumed-events list`),
    ];
    throw new Error(`${ctx.name}: ${problems.join('; ')}`);
  }
  for (const key of declared) {
    const definition = consumed[key];
    const handler = handlers[key];
    if (!definition || !handler) continue;
    ctx.events.subscribe(definition, handler);
  }
}
