import type { AnyRpcDefinition, RpcContract, RpcDefinition } from '@arrendo/contracts';
import type {
  RpcHandler,
  RpcServer,
  TransactionalRpcHandler,
  TransactionPhases,
} from './server.js';

/**
 * Marks a handler that runs inside the transaction the kit opens (and records keys in), with
 * the steps that must run outside it (`TransactionPhases`). `P` is erased here: `inTransaction`
 * tied the handler's `prepared` to its own `before`.
 */
export interface InTransaction<D extends AnyRpcDefinition, DB> {
  readonly inTransaction: TransactionalRpcHandler<D, DB, unknown>;
  readonly phases: TransactionPhases<D, unknown>;
}

/** A command in three steps: `before` (no transaction), `write` (in it), `afterCommit`. */
export interface TransactionSteps<D extends AnyRpcDefinition, DB, P> extends TransactionPhases<
  D,
  P
> {
  before: (...args: Parameters<NonNullable<TransactionPhases<D, P>['before']>>) => Promise<P>;
  write: TransactionalRpcHandler<D, DB, P>;
}

export function inTransaction<D extends AnyRpcDefinition, DB, P>(
  steps: TransactionSteps<D, DB, P>,
): InTransaction<D, DB>;
export function inTransaction<D extends AnyRpcDefinition, DB>(
  handler: TransactionalRpcHandler<D, DB, undefined>,
): InTransaction<D, DB>;
export function inTransaction<D extends AnyRpcDefinition, DB, P>(
  handlerOrSteps: TransactionalRpcHandler<D, DB, undefined> | TransactionSteps<D, DB, P>,
): InTransaction<D, DB> {
  if (typeof handlerOrSteps === 'function') {
    return { inTransaction: handlerOrSteps as TransactionalRpcHandler<D, DB, unknown>, phases: {} };
  }
  const { write, before, afterCommit } = handlerOrSteps;
  return {
    inTransaction: write as TransactionalRpcHandler<D, DB, unknown>,
    phases: {
      before,
      ...(afterCommit ? { afterCommit } : {}),
    } as TransactionPhases<D, unknown>,
  };
}

/** An idempotent command must run in the transaction that holds its key. */
export type RpcHandlerFor<D extends AnyRpcDefinition, DB> = D extends RpcDefinition
  ? RpcHandler<D> | InTransaction<D, DB>
  : InTransaction<D, DB>;

/** Every subject of the contract but `health` (the kit serves it), each with its own handler. */
export type RpcHandlers<C extends RpcContract, DB> = {
  readonly [K in Exclude<keyof C, 'health'>]: RpcHandlerFor<C[K], DB>;
};

/**
 * Serves a service's whole RPC contract. A missing handler is a compile error (the mapped type)
 * and, should a cast hide it, a refusal to start; so is a handler the contract does not declare,
 * a subject of another service, or a subject registered twice.
 */
export function registerRpcHandlers<DB, C extends RpcContract>(
  ctx: { name: string; rpc: RpcServer<DB> },
  contract: C,
  handlers: RpcHandlers<C, DB>,
): void {
  // The mapped type tied each handler to its own definition; the loop below cannot see that.
  const table = handlers as unknown as Readonly<
    Record<string, RpcHandler<RpcDefinition> | InTransaction<AnyRpcDefinition, DB>>
  >;
  const declared = Object.keys(contract).filter((key) => key !== 'health');
  const missing = declared.filter((key) => !isHandler(table[key]));
  const unknown = Object.keys(table).filter((key) => !declared.includes(key));
  const foreign = declared.filter((key) => contract[key]?.service !== ctx.name);
  if (missing.length > 0 || unknown.length > 0 || foreign.length > 0) {
    const problems = [
      ...missing.map((key) => `no handler for ${key} (${contract[key]?.subject})`),
      ...unknown.map((key) => `handler ${key} is not in the contract`),
      ...foreign.map((key) => `${contract[key]?.subject} is not a ${ctx.name} subject`),
    ];
    throw new Error(`${ctx.name}: ${problems.join('; ')}`);
  }
  for (const key of declared) {
    const definition = contract[key];
    const handler = table[key];
    if (!definition || !handler) continue;
    if (typeof handler !== 'function')
      ctx.rpc.handleInTransaction(definition, handler.inTransaction, handler.phases);
    else if (!definition.idempotent) ctx.rpc.handle(definition, handler);
    else
      throw new Error(
        `${ctx.name}: ${definition.subject} is idempotent: wrap its handler in inTransaction`,
      );
  }
}

function isHandler(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { inTransaction?: unknown }).inTransaction === 'function')
  );
}
