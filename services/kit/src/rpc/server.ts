import type { NatsConnection, Msg, Subscription } from 'nats';
import type { z } from 'zod';
import {
  AppError,
  RpcRequestEnvelope,
  validationError,
  type Actor,
  type RpcDefinition,
} from '@arrendo/contracts';
import type { Logger } from '../logger.js';
import { subjectFor } from '../nats/subjects.js';
import { extractTraceContext } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import {
  decodeJson,
  encodeJson,
  errorReply,
  GENERIC_INTERNAL_MESSAGE,
  okReply,
  toErrorBody,
} from './codec.js';

export interface RpcCall {
  actor: Actor;
  /** Epoch ms after which the caller no longer waits. */
  deadline: number;
  logger: Logger;
}

export type RpcHandler<D extends RpcDefinition> = (
  request: z.output<D['request']>,
  call: RpcCall,
) => Promise<z.input<D['response']>>;

interface Registration {
  definition: RpcDefinition;
  handler: RpcHandler<RpcDefinition>;
}

export interface RpcServerOptions {
  nc: NatsConnection;
  /** Queue group: replicas of one service share the load. */
  service: string;
  prefix: string;
  logger: Logger;
}

/** Serves request/reply subjects, validating both directions against the contracts. */
export class RpcServer {
  private readonly registrations = new Map<string, Registration>();
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: RpcServerOptions) {}

  handle<D extends RpcDefinition>(definition: D, handler: RpcHandler<D>): void {
    if (this.registrations.has(definition.subject)) {
      throw new Error(`RPC ${definition.subject} has two handlers`);
    }
    this.registrations.set(definition.subject, {
      definition,
      handler: handler as unknown as RpcHandler<RpcDefinition>,
    });
  }

  get subjects(): string[] {
    return [...this.registrations.keys()];
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

  /** Stops taking requests, lets in-flight ones finish. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((s) => s.drain()));
    this.subscriptions.length = 0;
    await Promise.allSettled([...this.inFlight]);
  }

  private async dispatch(registration: Registration, msg: Msg): Promise<void> {
    const { definition, handler } = registration;
    const logger = this.options.logger;
    await withSpan(
      `rpc ${definition.subject}`,
      {
        kind: SpanKind.SERVER,
        parent: extractTraceContext(msg.headers),
        attributes: { 'rpc.system': 'nats', 'rpc.method': definition.subject },
      },
      async (span) => {
        let reply;
        try {
          let raw: unknown;
          try {
            raw = decodeJson(msg.data);
          } catch {
            throw new AppError('VALIDATION', 'Malformed request: body is not JSON');
          }
          const envelope = RpcRequestEnvelope.safeParse(raw);
          if (!envelope.success) throw validationError(envelope.error, 'request envelope');
          const { actor, deadline, data } = envelope.data;
          if (Date.now() > deadline) {
            span.addEvent('deadline passed before handling');
            return; // the caller has given up; doing the work would only waste it
          }
          const request = definition.request.safeParse(data);
          if (!request.success) throw validationError(request.error);
          const result = await handler(request.data, {
            actor,
            deadline,
            logger: logger.child({ rpc: definition.subject, userId: actor.userId }),
          });
          const response = definition.response.safeParse(result);
          if (!response.success) {
            logger.error(
              { rpc: definition.subject, issues: response.error.issues },
              'RPC reply failed its schema',
            );
            throw new AppError('INTERNAL', 'Invalid reply');
          }
          reply = okReply(response.data);
        } catch (error) {
          const { body, unexpected, notice } = toErrorBody(error);
          if (unexpected) {
            logger.error({ err: error, rpc: definition.subject }, 'RPC handler failed');
            body.message = GENERIC_INTERNAL_MESSAGE;
            delete body.details;
          } else if (notice) {
            logger.warn({ err: error, rpc: definition.subject, code: body.code }, notice);
          }
          span.setAttribute('rpc.error_code', body.code);
          reply = errorReply(body);
        }
        if (msg.reply) msg.respond(encodeJson(reply));
      },
    );
  }
}
