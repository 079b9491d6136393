import { AppError } from '@arrendo/contracts';

/**
 * How long a handler waits for another service: short enough to free the consumer (or the
 * caller) quickly; a timeout is UNAVAILABLE, and an event then comes back.
 */
export const RPC_TIMEOUT_MS = 5000;

/** NOT_FOUND is an answer (the booking or the user is gone); anything else is thrown on. */
export async function unlessNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
