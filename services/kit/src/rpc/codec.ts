import { AppError, type ErrorBody, type RpcReplyEnvelope } from '@arrendo/contracts';
import { databaseErrorToAppError } from '../db/errors.js';

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

export interface MappedError {
  body: ErrorBody;
  /** A bug: logged as an error, and its text never leaves the service. */
  unexpected: boolean;
  /**
   * Not a bug, but worth an operator's eye: a database refusal that a contract should have
   * caught first, or a database that cannot be reached. Logged as a warning.
   */
  notice?: string;
}

/**
 * Anything thrown → a taxonomy error; only AppErrors keep their message. Database errors are
 * classified once, here, for every service: input Postgres refuses → VALIDATION (or CONFLICT),
 * a database that cannot be reached → UNAVAILABLE, anything else → INTERNAL.
 */
export function toErrorBody(error: unknown): MappedError {
  if (AppError.isAppError(error))
    return { body: error.toBody(), unexpected: error.code === 'INTERNAL' };
  const mapped = databaseErrorToAppError(error);
  if (mapped) {
    const notice =
      mapped.code === 'UNAVAILABLE'
        ? 'database unavailable'
        : 'database refused a value the contract let through';
    return { body: mapped.toBody(), unexpected: false, notice };
  }
  return { body: { code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE }, unexpected: true };
}
