import {
  ErrorCode as NatsErrorCode,
  headers as natsHeaders,
  type NatsConnection,
  type NatsError,
} from 'nats';
import type { z } from 'zod';
import {
  ANONYMOUS,
  AppError,
  IdempotencyKey,
  RpcReplyEnvelope,
  validationError,
  type Actor,
  type AnyRpcDefinition,
  type IdempotentRpcDefinition,
  type RpcDefinition,
} from '@arrendo/contracts';
import { subjectFor } from '../nats/subjects.js';
import { injectTraceHeaders } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { decodeJson, encodeJson } from './codec.js';
import { rpcClientDuration, secondsSince } from '../metrics/registry.js';

export interface RpcClientOptions {
  nc: NatsConnection;
  prefix: string;
  timeoutMs?: number;
}

export interface CallOptions {
  actor?: Actor;
  timeoutMs?: number;
}

export interface IdempotentCallOptions extends CallOptions {
  /**
   * Names one intent (a checkout attempt, a refund): reuse it on every retry of that intent,
   * never for another. The server scopes it to the actor and the subject.
   */
  idempotencyKey: string;
}

/** Calls other services; every failure surfaces as an AppError of the taxonomy. */
export class RpcClient {
  constructor(private readonly options: RpcClientOptions) {}

  /** An idempotent definition is called with its key (retries reuse it). */
  call<D extends IdempotentRpcDefinition>(
    definition: D,
    data: z.input<D['request']>,
    options: IdempotentCallOptions,
  ): Promise<z.output<D['response']>>;
  call<D extends RpcDefinition>(
    definition: D,
    data: z.input<D['request']>,
    options?: CallOptions,
  ): Promise<z.output<D['response']>>;
  async call(
    definition: AnyRpcDefinition,
    data: unknown,
    options: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<unknown> {
    const checked = definition.request.safeParse(data);
    if (!checked.success) throw validationError(checked.error);
    const key = definition.idempotent ? options.idempotencyKey : undefined;
    if (definition.idempotent) {
      const valid = IdempotencyKey.safeParse(key);
      if (!valid.success) {
        const message = key === undefined ? 'Required' : (valid.error.issues[0]?.message ?? '');
        throw new AppError('VALIDATION', `Invalid idempotency key for ${definition.subject}`, {
          fields: [{ path: 'idempotencyKey', message }],
        });
      }
    }
    const timeout = options.timeoutMs ?? this.options.timeoutMs ?? 5000;
    const envelope = {
      actor: options.actor ?? ANONYMOUS,
      deadline: Date.now() + timeout,
      ...(key ? { idempotencyKey: key } : {}),
      data,
    };
    const started = process.hrtime.bigint();
    let code = 'OK';
    return withSpan(
      `rpc ${definition.subject}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'rpc.system': 'nats', 'rpc.method': definition.subject },
      },
      async () => {
        try {
          return await this.send(definition, envelope, timeout);
        } catch (error) {
          code = AppError.isAppError(error) ? error.code : 'INTERNAL';
          throw error;
        } finally {
          rpcClientDuration.observe({ subject: definition.subject, code }, secondsSince(started));
        }
      },
    );
  }

  /** One request and its validated reply; every failure is an AppError. */
  private async send(
    definition: AnyRpcDefinition,
    envelope: object,
    timeout: number,
  ): Promise<unknown> {
    let raw: unknown;
    try {
      const msg = await this.options.nc.request(
        subjectFor(this.options.prefix, definition.subject),
        encodeJson(envelope),
        { timeout, headers: injectTraceHeaders(natsHeaders()) },
      );
      raw = decodeJson(msg.data);
    } catch (error) {
      throw toTransportError(error, definition.subject);
    }
    const reply = RpcReplyEnvelope.safeParse(raw);
    if (!reply.success)
      throw new AppError('INTERNAL', `Malformed reply from ${definition.subject}`);
    if (!reply.data.ok) throw AppError.fromBody(reply.data.error);
    const response = definition.response.safeParse(reply.data.data);
    if (!response.success)
      throw new AppError('INTERNAL', `Reply from ${definition.subject} failed its schema`);
    return response.data;
  }
}

function toTransportError(error: unknown, subject: string): AppError {
  const code = (error as NatsError | undefined)?.code;
  if (code === NatsErrorCode.NoResponders) {
    return new AppError(
      'UNAVAILABLE',
      'The service is unavailable right now. Please try again shortly.',
      {
        subject,
        reason: 'no_responders',
      },
    );
  }
  if (code === NatsErrorCode.Timeout) {
    return new AppError('UNAVAILABLE', 'The service took too long to answer. Please try again.', {
      subject,
      reason: 'timeout',
    });
  }
  if (AppError.isAppError(error)) return error;
  return new AppError(
    'UNAVAILABLE',
    'The service is unavailable right now. Please try again shortly.',
    {
      subject,
      reason: 'transport',
    },
  );
}
