import { z } from 'zod';
import { Actor } from './actor.js';
import { ErrorBody } from './errors.js';
import { HealthReply } from './health.js';

/** A request/reply subject with its schemas, shared by the server and every client. */
export interface RpcDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  readonly subject: string;
  readonly request: Req;
  readonly response: Res;
}

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: `rpc.${string}`,
  request: Req,
  response: Res,
): RpcDefinition<Req, Res> {
  return { subject, request, response };
}

export type RpcRequestOf<D> = D extends RpcDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type RpcParsedRequestOf<D> =
  D extends RpcDefinition<infer Req, z.ZodType> ? z.output<Req> : never;
export type RpcResponseOf<D> =
  D extends RpcDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
export type RpcResponseInputOf<D> =
  D extends RpcDefinition<z.ZodType, infer Res> ? z.input<Res> : never;

/** What travels on the wire for a request. `data` is validated separately against the subject. */
export const RpcRequestEnvelope = z.object({
  actor: Actor,
  /** Epoch milliseconds after which the caller no longer waits. */
  deadline: z.number().int().positive(),
  data: z.unknown(),
});
export type RpcRequestEnvelope = z.infer<typeof RpcRequestEnvelope>;

export const RpcReplyEnvelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ErrorBody }),
]);
export type RpcReplyEnvelope = z.infer<typeof RpcReplyEnvelope>;

export function healthRpc(service: string) {
  return defineRpc(`rpc.${service}.health`, z.object({}).strict(), HealthReply);
}
