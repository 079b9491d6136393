import { AppError, type ErrorBody, type RpcReplyEnvelope } from '@arrendo/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(decoder.decode(data));
}

export function okReply(data: unknown): RpcReplyEnvelope {
  return { ok: true, data };
}

export function errorReply(error: ErrorBody): RpcReplyEnvelope {
  return { ok: false, error };
}

/**
 * The server's answer when its concurrency limit and queue are full: the handler never ran, so
 * any caller may retry (another replica, or the same one a moment later).
 */
export function busyReply(subject: string): RpcReplyEnvelope {
  return errorReply({
    code: 'UNAVAILABLE',
    message: 'The service is busy right now. Please try again shortly.',
    details: { reason: 'busy', subject, retryAfterSeconds: 1 },
  });
}

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Anything thrown → a taxonomy error; only AppErrors keep their message. */
export function toErrorBody(error: unknown): { body: ErrorBody; unexpected: boolean } {
  if (AppError.isAppError(error))
    return { body: error.toBody(), unexpected: error.code === 'INTERNAL' };
  return { body: { code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE }, unexpected: true };
}
