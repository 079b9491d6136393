import { z } from 'zod';
import { Actor } from './actor.js';
import { ErrorBody } from './errors.js';
import { HealthReply } from './health.js';
import { parseSubject } from './subjects.js';

interface RpcDefinitionBase<Req extends z.ZodType, Res extends z.ZodType> {
  /** `rpc.<service>.<entity>.<operation>` (see `subjects.ts`). */
  readonly subject: string;
  /** The serving service: the subject's second segment. */
  readonly service: string;
  readonly request: Req;
  readonly response: Res;
}

/**
 * A request/reply subject with its schemas, shared by the server and every client. Generic code
 * constrained to `RpcDefinition` (e.g. a BFF call wrapper) cannot be handed an idempotent
 * definition by mistake: those need a key, and a different type says so.
 */
export interface RpcDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends RpcDefinitionBase<Req, Res> {
  readonly idempotent: false;
}

/**
 * A command that moves money or inventory: every call carries an `idempotencyKey`, and the server
 * answers a retry with the first call's stored result instead of running it again.
 */
export interface IdempotentRpcDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends RpcDefinitionBase<Req, Res> {
  readonly idempotent: true;
}

export type AnyRpcDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> =
  RpcDefinition<Req, Res> | IdempotentRpcDefinition<Req, Res>;

type RpcSubject = `rpc.${string}.${string}.${string}`;

/** Throws at definition time when the subject breaks the naming rule. */
export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: RpcSubject,
  request: Req,
  response: Res,
  options: { idempotent: true },
): IdempotentRpcDefinition<Req, Res>;
export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: RpcSubject,
  request: Req,
  response: Res,
  options?: { idempotent?: false },
): RpcDefinition<Req, Res>;
export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: RpcSubject,
  request: Req,
  response: Res,
  options: { idempotent?: boolean } = {},
): AnyRpcDefinition<Req, Res> {
  const { service } = parseSubject('rpc', subject);
  const base = { subject, service, request, response };
  return options.idempotent === true
    ? { ...base, idempotent: true }
    : { ...base, idempotent: false };
}

/** The RPC definitions a service serves, by handler name (e.g. `IdentityRpc`). */
export type RpcContract = Readonly<Record<string, AnyRpcDefinition>>;

export type RpcRequestOf<D> =
  D extends AnyRpcDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type RpcParsedRequestOf<D> =
  D extends AnyRpcDefinition<infer Req, z.ZodType> ? z.output<Req> : never;
export type RpcResponseOf<D> =
  D extends AnyRpcDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
export type RpcResponseInputOf<D> =
  D extends AnyRpcDefinition<z.ZodType, infer Res> ? z.input<Res> : never;

/** A caller-chosen key naming one intent (e.g. a checkout attempt), retried as-is. */
export const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only');

/** What travels on the wire for a request. `data` is validated separately against the subject. */
export const RpcRequestEnvelope = z.object({
  actor: Actor,
  /** Epoch milliseconds after which the caller no longer waits. */
  deadline: z.number().int().positive(),
  /** Required by idempotent definitions; scoped to the actor and the subject. */
  idempotencyKey: IdempotencyKey.optional(),
  data: z.unknown(),
});
export type RpcRequestEnvelope = z.infer<typeof RpcRequestEnvelope>;

export const RpcReplyEnvelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ErrorBody }),
]);
export type RpcReplyEnvelope = z.infer<typeof RpcReplyEnvelope>;

export function healthRpc(service: string) {
  return defineRpc(`rpc.${service}.health.check`, z.object({}).strict(), HealthReply);
}
