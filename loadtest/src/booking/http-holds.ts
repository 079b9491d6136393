import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { summarize, type LoadStats } from '../stats.js';

/** What the BFF's CSRF check asks of every state-changing request (bff/src/plugins/app/csrf.ts). */
export const CSRF_HEADERS = { 'x-requested-with': 'arrendo' } as const;

export interface JsonRequest {
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}

export interface JsonResponse {
  status: number;
  text: string;
  setCookies: string[];
  /** Seconds, from a Retry-After header (429 and 503 answers). */
  retryAfter?: number;
}

/**
 * One JSON POST over `agent`. Plain node:http rather than fetch: on the bench's 2 cores the
 * client shares the CPU with the system, and node:http is the cheaper client.
 */
export function postJson(
  agent: http.Agent,
  baseUrl: string,
  request: JsonRequest,
  timeoutMs = 30_000,
): Promise<JsonResponse> {
  const url = new URL(request.path, baseUrl);
  const payload = JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...CSRF_HEADERS,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = Number(res.headers['retry-after']);
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            setCookies: res.headers['set-cookie'] ?? [],
            ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `Cookie` header a browser would send back after these `Set-Cookie` headers. */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies
    .map((c) => c.split(';', 1)[0]?.trim() ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export interface HoldLoadResult {
  stats: LoadStats;
  /** Answers by HTTP status ('error' for a failed connection or timeout). */
  statuses: Record<string, number>;
  /** The first answer that was not the expected one, to show what went wrong. */
  firstFailure?: string;
  /** True when the requests ran out (every slot used) before the time was up. */
  exhausted: boolean;
}

export interface HoldLoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  label: string;
  /** The answer that counts as a success (201 for a hold). */
  expectStatus: number;
  /** The next request, or null when there are no more. */
  next: () => JsonRequest | null;
}

/**
 * `connections` keep-alive clients, each sending its next request as soon as the previous one
 * was answered, for `durationSec`. Latency counts only successes (as the search side does);
 * everything else is an error, tallied by status.
 */
export async function runHoldLoad(options: HoldLoadOptions): Promise<HoldLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let exhausted = false;
  let firstFailure: string | undefined;
  const count = (key: string): void => {
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + options.durationSec * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const request = options.next();
      if (request === null) {
        exhausted = true;
        return;
      }
      const t0 = performance.now();
      try {
        const response = await postJson(agent, options.url, request);
        count(String(response.status));
        if (response.status === options.expectStatus) {
          latencies.push(performance.now() - t0);
        } else {
          errors++;
          firstFailure ??= `${response.status} ${response.text.slice(0, 300)}`;
        }
      } catch (error) {
        count('error');
        errors++;
        firstFailure ??= String(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    stats: summarize(options.label, latencies, elapsed, errors),
    statuses,
    ...(firstFailure === undefined ? {} : { firstFailure }),
    exhausted,
  };
}

/** One request of a burst: its answer (or 'error') and how long it took. */
export interface BurstOutcome {
  status: number | 'error';
  ms: number;
  text: string;
}

/**
 * Every request sent at once (one socket each, all opened in the same tick), each timed from
 * its own send to its answer.
 */
export async function burst(
  url: string,
  requests: readonly JsonRequest[],
): Promise<BurstOutcome[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    return await Promise.all(
      requests.map(async (request): Promise<BurstOutcome> => {
        const t0 = performance.now();
        try {
          const response = await postJson(agent, url, request, 60_000);
          return { status: response.status, ms: performance.now() - t0, text: response.text };
        } catch (error) {
          return { status: 'error', ms: performance.now() - t0, text: String(error) };
        }
      }),
    );
  } finally {
    agent.destroy();
  }
}
