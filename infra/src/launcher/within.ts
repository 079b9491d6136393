import { setTimeout as sleep } from 'node:timers/promises';

/** `promise`, or a rejection with `message` once `ms` have passed (the timer does not hold the process). */
export async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  const timeout = new AbortController();
  const expired = sleep(ms, undefined, { ref: false, signal: timeout.signal }).then(() => {
    throw new Error(message);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    timeout.abort();
    expired.catch(() => undefined);
  }
}
