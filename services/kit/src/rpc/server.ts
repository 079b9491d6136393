import type { Kysely, Transaction } from 'kysely';
import type { Msg, NatsConnection, Subscription } from 'nats';
import type { z } from 'zod';
import {
  AppError,
  RpcRequestEnvelope,
  validationError,
  type Actor,
  type AnyRpcDefinition,
  type RpcDefinition,
} from '@arrendo/contracts';
import type { Logger } from '../logger.js';
import { subjectFor } from '../nats/subjects.js';
import { extractTraceContext } from '../telemetry/propagation.js';
import type { Span } from '@opentelemetry/api';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { rpcServerDuration, secondsSince } from '../metrics/registry.js';
import {
  busyReply,
  decodeJson,
  encodeJson,
  errorReply,
  GENERIC_INTERNAL_MESSAGE,
  okReply,
  toErrorBody,
} from './codec.js';
import { requestFingerprint } from './fingerprint.js';
import { DEFAULT_IDEMPOTENCY_TTL_MS, IdempotencyStore } from './idempotency.js';
import { ConcurrencyLimit, DEFAULT_RPC_MAX_IN_FLIGHT, DEFAULT_RPC_MAX_QUEUED } from './limiter.js';

export interface RpcCall {
  actor: Actor;
  /** Epoch ms after which the caller no longer waits. */
  deadline: number;
  /** The caller's key for an idempotent command (pass it on to the services it calls). */
  idempotencyKey?: string;
  logger: Logger;
}

export type RpcHandler<D extends AnyRpcDefinition> = (
  request: z.output<D['request']>,
  call: RpcCall,
) => Promise<z.input<D['response']>>;

/**
 * A handler whose writes share one transaction with the kit's bookkeeping (idempotency key).
 * `prepared` is what the registration's `before` step returned (undefined without one).
 */
export type TransactionalRpcHandler<D extends AnyRpcDefinition, DB, P = undefined> = (
  request: z.output<D['request']>,
  call: RpcCall,
  trx: Transaction<DB>,
  prepared: P,
) => Promise<z.input<D['response']>>;

/**
 * The parts of a transactional command that must not hold a connection: `before` runs with no
 * transaction open (calls to other services, reads through the pool) and hands its result to
 * the handler; `afterCommit` runs once the handler's transaction committed, and only when this
 * call ran the handler (not for a replayed reply). A refusal (`AppError`) thrown by `before` is
 * stored and replayed like one thrown by the handler. `afterCommit` cannot fail the call: its
 * state is committed, so an error there is logged and the reply still sent.
 */
export interface TransactionPhases<D extends AnyRpcDefinition, P> {
  before?: (request: z.output<D['request']>, call: RpcCall) => Promise<P>;
  afterCommit?: (
    reply: z.output<D['response']>,
    request: z.output<D['request']>,
    call: RpcCall,
  ) => Promise<void>;
}

export interface RpcHandleOptions {
  /**
   * Served outside the concurrency limit. Only for cheap control subjects (health), which must
   * answer precisely when the service is saturated.
   */
  unlimited?: boolean;
}

interface Registration<DB> {
  definition: AnyRpcDefinition;
  handler: (
    request: unknown,
    call: RpcCall,
    trx: Transaction<DB> | undefined,
    prepared: unknown,
  ) => Promise<unknown>;
  transactional: boolean;
  unlimited: boolean;
  before?: (request: unknown, call: RpcCall) => Promise<unknown>;
  afterCommit?: (reply: unknown, request: unknown, call: RpcCall) => Promise<void>;
}

export interface RpcServerOptions<DB = unknown> {
  nc: NatsConnection;
  /** Queue group: replicas of one service share the load. Definitions must belong to it. */
  service: string;
  prefix: string;
  logger: Logger;
  /** Handler executions at once, across all subjects of this server. */
  maxInFlight?: number;
  /** Requests waiting for a slot; beyond this the server answers UNAVAILABLE (busy) at once. */
  maxQueued?: number;
  /** Needed by transactional handlers and idempotent definitions. */
  db?: Kysely<DB>;
  idempotencyTtlMs?: number;
}

type Parsed = { ok: true; envelope: RpcRequestEnvelope } | { ok: false; error: unknown };

/** Serves request/reply subjects, validating both directions against the contracts. */
export class RpcServer<DB = unknown> {
  private readonly registrations = new Map<string, Registration<DB>>();
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly limit: ConcurrencyLimit;
  private readonly idempotency: IdempotencyStore<DB> | undefined;

  constructor(private readonly options: RpcServerOptions<DB>) {
    this.limit = new ConcurrencyLimit({
      maxInFlight: options.maxInFlight ?? DEFAULT_RPC_MAX_IN_FLIGHT,
      maxQueued: options.maxQueued ?? DEFAULT_RPC_MAX_QUEUED,
    });
    this.idempotency = options.db
      ? new IdempotencyStore(options.db, options.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS)
      : undefined;
  }

  /**
   * Serves a subject. An idempotent definition needs `handleInTransaction`: its key is held by a
   * transaction for the whole call, and a plain handler writing through the pool would need a
   * second connection per request (and would not commit atomically with its key).
   */
  handle<D extends RpcDefinition>(
    definition: D,
    handler: RpcHandler<D>,
    options: RpcHandleOptions = {},
  ): void {
    if ((definition as AnyRpcDefinition).idempotent) {
      throw new Error(`RPC ${definition.subject} is idempotent: serve it with handleInTransaction`);
    }
    // The registration map holds every subject; the definition's own schema typed `request`.
    this.register(
      definition,
      (request, call) => handler(request as z.output<D['request']>, call),
      false,
      options,
    );
  }

  /**
   * Runs the handler inside a transaction; for an idempotent definition, the one that holds and
   * records its key, so the handler's writes and the stored reply commit together. Write through
   * `trx` only: a second connection from the pool inside it is how pools deadlock under load.
   * Calls to other services go in `phases.before`, work that announces the commit (jobs) in
   * `phases.afterCommit`: neither holds the transaction open.
   */
  handleInTransaction<D extends AnyRpcDefinition, P = undefined>(
    definition: D,
    handler: TransactionalRpcHandler<D, DB, P>,
    phases: TransactionPhases<D, P> = {},
  ): void {
    if (!this.options.db) {
      throw new Error(`RPC ${definition.subject}: a transactional handler needs the server's db`);
    }
    const { before, afterCommit } = phases;
    this.register(
      definition,
      (request, call, trx, prepared) => {
        if (!trx) throw new Error('transactional handler called without a transaction');
        return handler(request as z.output<D['request']>, call, trx, prepared as P);
      },
      true,
      {},
      {
        ...(before
          ? { before: (request, call) => before(request as z.output<D['request']>, call) }
          : {}),
        ...(afterCommit
          ? {
              afterCommit: (reply, request, call) =>
                afterCommit(
                  reply as z.output<D['response']>,
                  request as z.output<D['request']>,
                  call,
                ),
            }
          : {}),
      },
    );
  }

  private register(
    definition: AnyRpcDefinition,
    handler: Registration<DB>['handler'],
    transactional: boolean,
    options: RpcHandleOptions,
    phases: Pick<Registration<DB>, 'before' | 'afterCommit'> = {},
  ): void {
    if (definition.service !== this.options.service) {
      throw new Error(
        `RPC ${definition.subject} belongs to ${definition.service}, not ${this.options.service}`,
      );
    }
    if (this.registrations.has(definition.subject)) {
      throw new Error(`RPC ${definition.subject} has two handlers`);
    }
    if (definition.idempotent && !this.idempotency) {
      throw new Error(
        `RPC ${definition.subject} is idempotent: the server needs a db for its keys`,
      );
    }
    this.registrations.set(definition.subject, {
      definition,
      handler,
      transactional,
      unlimited: options.unlimited === true,
      ...phases,
    });
  }

  get subjects(): string[] {
    return [...this.registrations.keys()];
  }

  /** Handler executions running / waiting right now (for health and tests). */
  get load(): { inFlight: number; queued: number } {
    return { inFlight: this.limit.inFlight, queued: this.limit.queued };
  }

  start(): void {
    const { nc, service, prefix } = this.options;
    for (const registration of this.registrations.values()) {
      const sub = nc.subscribe(subjectFor(prefix, registration.definition.subject), {
        queue: service,
        callback: (err, msg) => {
          if (err) {
            this.options.logger.error({ err }, 'RPC subscription error');
            return;
          }
          const work = this.dispatch(registration, msg).finally(() => this.inFlight.delete(work));
          this.inFlight.add(work);
        },
      });
      this.subscriptions.push(sub);
    }
  }

  /** Stops taking requests, lets in-flight (and already queued) ones finish. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((s) => s.drain()));
    this.subscriptions.length = 0;
    await Promise.allSettled([...this.inFlight]);
  }

  private async dispatch(registration: Registration<DB>, msg: Msg): Promise<void> {
    const { definition } = registration;
    const started = process.hrtime.bigint();
    const code = await withSpan(
      `rpc ${definition.subject}`,
      {
        kind: SpanKind.SERVER,
        parent: extractTraceContext(msg.headers),
        attributes: { 'rpc.system': 'nats', 'rpc.method': definition.subject },
      },
      async (span): Promise<string> => {
        const parsed = parseEnvelope(msg);
        if (!parsed.ok) return this.respond(msg, span, definition, parsed.error);
        const { deadline } = parsed.envelope;
        if (registration.unlimited) return this.run(registration, parsed.envelope, msg, span);
        const admission = this.limit.acquire(deadline);
        if (admission === 'busy') {
          span.setAttribute('rpc.error_code', 'UNAVAILABLE');
          span.addEvent('shed: concurrency limit and queue full');
          if (msg.reply) msg.respond(encodeJson(busyReply(definition.subject)));
          return 'SHED';
        }
        const queuedAt = Date.now();
        const slot = await admission;
        if (slot === 'expired') {
          // The caller has given up; doing the work would only delay the requests behind it.
          span.addEvent('deadline passed while queued');
          return 'EXPIRED';
        }
        span.setAttribute('rpc.queued_ms', Date.now() - queuedAt);
        try {
          return await this.run(registration, parsed.envelope, msg, span);
        } finally {
          slot.release();
        }
      },
    );
    rpcServerDuration.observe({ subject: definition.subject, code }, secondsSince(started));
  }

  private async run(
    registration: Registration<DB>,
    envelope: RpcRequestEnvelope,
    msg: Msg,
    span: Span,
  ): Promise<string> {
    const { definition } = registration;
    const { actor, deadline, data, idempotencyKey } = envelope;
    if (Date.now() > deadline) {
      span.addEvent('deadline passed before handling');
      return 'EXPIRED';
    }
    try {
      const request = definition.request.safeParse(data);
      if (!request.success) throw validationError(request.error);
      const call: RpcCall = {
        actor,
        deadline,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        logger: this.options.logger.child({ rpc: definition.subject, userId: actor.userId }),
      };
      const response = await this.execute(registration, request.data, call);
      if (msg.reply) msg.respond(encodeJson(okReply(response)));
      return 'OK';
    } catch (error) {
      return this.respond(msg, span, definition, error);
    }
  }

  /** The validated response, going through the idempotency store when the definition asks. */
  private async execute(
    registration: Registration<DB>,
    request: unknown,
    call: RpcCall,
  ): Promise<unknown> {
    const { definition, transactional, before } = registration;
    const invoke = async (trx: Transaction<DB> | undefined, prepared: unknown) =>
      this.validated(definition, await registration.handler(request, call, trx, prepared));
    const prepare = before ? () => before(request, call) : undefined;
    if (definition.idempotent && this.idempotency) {
      if (!call.idempotencyKey) {
        throw new AppError(
          'VALIDATION',
          `An idempotency key is required for ${definition.subject}`,
          {
            fields: [{ path: 'idempotencyKey', message: 'Required' }],
          },
        );
      }
      const { response, ran } = await this.idempotency.run(
        {
          actor: call.actor,
          subject: definition.subject,
          key: call.idempotencyKey,
          fingerprint: requestFingerprint(definition.subject, request),
          deadline: call.deadline,
        },
        invoke,
        prepare,
      );
      if (ran) await this.afterCommit(registration, response, request, call);
      return response;
    }
    if (transactional && this.options.db) {
      const prepared = prepare ? await prepare() : undefined;
      const response = await this.options.db.transaction().execute((trx) => invoke(trx, prepared));
      await this.afterCommit(registration, response, request, call);
      return response;
    }
    return invoke(undefined, undefined);
  }

  /** The state is committed and the reply stored: a failure here is logged, never answered. */
  private async afterCommit(
    registration: Registration<DB>,
    response: unknown,
    request: unknown,
    call: RpcCall,
  ): Promise<void> {
    if (!registration.afterCommit) return;
    try {
      await registration.afterCommit(response, request, call);
    } catch (err) {
      call.logger.error({ err }, 'after-commit step failed');
    }
  }

  private validated(definition: AnyRpcDefinition, result: unknown): unknown {
    const response = definition.response.safeParse(result);
    if (response.success) return response.data;
    this.options.logger.error(
      { rpc: definition.subject, issues: response.error.issues },
      'RPC reply failed its schema',
    );
    throw new AppError('INTERNAL', 'Invalid reply');
  }

  /** Answers with the error; returns its code (for the latency histogram). */
  private respond(msg: Msg, span: Span, definition: AnyRpcDefinition, error: unknown): string {
    const { body, unexpected, notice } = toErrorBody(error);
    if (unexpected) {
      this.options.logger.error({ err: error, rpc: definition.subject }, 'RPC handler failed');
      body.message = GENERIC_INTERNAL_MESSAGE;
      delete body.details;
    } else if (notice) {
      this.options.logger.warn({ err: error, rpc: definition.subject, code: body.code }, notice);
    }
    span.setAttribute('rpc.error_code', body.code);
    if (msg.reply) msg.respond(encodeJson(errorReply(body)));
    return body.code;
  }
}

function parseEnvelope(msg: Msg): Parsed {
  let raw: unknown;
  try {
    raw = decodeJson(msg.data);
  } catch {
    return { ok: false, error: new AppError('VALIDATION', 'Malformed request: body is not JSON') };
  }
  const envelope = RpcRequestEnvelope.safeParse(raw);
  if (!envelope.success) {
    return { ok: false, error: validationError(envelope.error, 'request envelope') };
  }
  return { ok: true, envelope: envelope.data };
}
