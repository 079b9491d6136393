import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger.js';

/** How long a starting process waits for Postgres or NATS before it exits (`STARTUP_WAIT_MS`). */
export const DEFAULT_STARTUP_WAIT_MS = 120_000;

export interface FirstConnectionOptions {
  /** Names what is awaited in the log lines, e.g. `Postgres at 127.0.0.1:5432/arrendo`. */
  what: string;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** Past this, the last failure is thrown (the process exits and its supervisor reports it). */
  giveUpAfterMs: number;
  /** Failures that can pass by themselves; any other is thrown at once. */
  retryable(error: unknown): boolean;
  /** First pause between attempts; each next one doubles, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export class FirstConnectionGaveUp extends Error {
  constructor(what: string, waitedMs: number, cause: unknown) {
    super(
      `gave up waiting for ${what} after ${Math.round(waitedMs / 1000)} s: ${messageOf(cause)}`,
      {
        cause,
      },
    );
    this.name = 'FirstConnectionGaveUp';
  }
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return error.message || (typeof code === 'string' ? code : error.name);
  }
  return String(error);
}

/** Pause before attempt `attempt + 1` (1-based): 200 ms, 400 ms, 800 ms … capped at 2 s. */
export function firstConnectionDelayMs(
  attempt: number,
  initialDelayMs = 200,
  maxDelayMs = 2000,
): number {
  return Math.min(maxDelayMs, initialDelayMs * 2 ** Math.min(Math.max(0, attempt - 1), 20));
}

/**
 * Runs `attempt` until it succeeds. A dependency that is still starting, restarting or full
 * (Postgres' "too many clients") is waited for with a short, capped backoff, each retry logged
 * with what it waits for, instead of the process exiting and paying its whole start again
 * after the launcher's backoff. Gives up after `giveUpAfterMs` with a `FirstConnectionGaveUp`.
 */
export async function retryFirstConnection<T>(
  attempt: () => Promise<T>,
  options: FirstConnectionOptions,
): Promise<T> {
  const startedAt = Date.now();
  for (let attempts = 1; ; attempts++) {
    try {
      const value = await attempt();
      if (attempts > 1) {
        const waitedS = ((Date.now() - startedAt) / 1000).toFixed(1);
        options.logger.info(
          { waitingFor: options.what, attempts },
          `${options.what} answered after ${waitedS} s`,
        );
      }
      return value;
    } catch (error) {
      if (!options.retryable(error)) throw error;
      const delayMs = firstConnectionDelayMs(attempts, options.initialDelayMs, options.maxDelayMs);
      const waitedMs = Date.now() - startedAt;
      if (waitedMs + delayMs > options.giveUpAfterMs) {
        throw new FirstConnectionGaveUp(options.what, waitedMs, error);
      }
      options.logger.warn(
        { waitingFor: options.what, attempt: attempts, retryInMs: delayMs },
        `waiting for ${options.what}: ${messageOf(error)}`,
      );
      await sleep(delayMs);
    }
  }
}

/** `host:port/database` of a Postgres URL: where it is, without who connects or their password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `Postgres at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'Postgres';
  }
}
