import { setTimeout as sleep } from 'node:timers/promises';

export interface BffHealth {
  httpStatus: number;
  status: string | undefined;
  /** Names of the checks that are not ok, e.g. `listing: down (no responders)`. */
  failing: string[];
}

/** One `GET /api/health`; null when nothing answers yet. */
export async function fetchHealth(baseUrl: string): Promise<BffHealth | null> {
  try {
    const response = await fetch(new URL('/api/health', baseUrl), {
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      checks?: Record<string, { status?: string; detail?: string }>;
    } | null;
    const failing = Object.entries(body?.checks ?? {})
      .filter(([, check]) => check.status !== 'ok')
      .map(
        ([name, check]) =>
          `${name}: ${check.status ?? '?'}${check.detail ? ` (${check.detail})` : ''}`,
      );
    return { httpStatus: response.status, status: body?.status, failing };
  } catch {
    return null;
  }
}

export function isHealthy(health: BffHealth | null): boolean {
  return health !== null && health.httpStatus === 200 && health.status === 'ok';
}

/** Polls until `accept` holds, or throws after `timeoutMs` with the last answer. */
export async function waitForBff(
  baseUrl: string,
  {
    timeoutMs,
    accept = isHealthy,
    signal,
  }: { timeoutMs: number; accept?: (health: BffHealth | null) => boolean; signal?: AbortSignal },
): Promise<BffHealth> {
  const deadline = Date.now() + timeoutMs;
  let last: BffHealth | null = null;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    last = await fetchHealth(baseUrl);
    if (accept(last) && last !== null) return last;
    await sleep(500);
  }
  const seen =
    last === null
      ? 'nothing answered'
      : `HTTP ${last.httpStatus}, status ${last.status ?? '?'}${last.failing.length > 0 ? `; ${last.failing.join(', ')}` : ''}`;
  throw new Error(`${baseUrl}/api/health was not healthy within ${timeoutMs / 1000} s (${seen})`);
}
