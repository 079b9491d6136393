import { performance } from 'node:perf_hooks';
import type { MetricsCollector } from './metrics.js';

/** The BFF refuses a state-changing API request without it (its CSRF check). */
export const CSRF_HEADERS = { 'x-requested-with': 'arrendo' } as const;

/**
 * One virtual user's cookies, as k6 keeps a jar per VU: what the BFF sets (a rotated refresh
 * token, a new access token) is sent from then on. Names and values only: every request goes
 * to the one target.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** `Set-Cookie` lines of an answer (an expired or empty one removes the cookie). */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.split('=').map((s) => s.trim());
        return (
          (key.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (key.toLowerCase() === 'expires' && Date.parse(v) < Date.now())
        );
      });
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The cookies by name (the k6 script puts them in each VU's jar). */
  entries(): Record<string, string> {
    return Object.fromEntries(this.cookies);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface StepRequest {
  baseUrl: string;
  method: 'POST';
  path: string;
  body: unknown;
  /** k6 `tags.name`: the figures' grouping (not sent). */
  name: string;
  expectedStatuses: readonly number[];
  jar: CookieJar;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface StepAnswer {
  status: number | 'error';
  text: string;
}

/**
 * Sends one request of an iteration and records it as k6 does: `http_req_duration` from the
 * request's start to the whole body read, failed unless the status is expected. A request cut
 * by the run's end (the signal) is not recorded: k6 drops an interrupted iteration's last one.
 */
export async function sendStep(
  request: StepRequest,
  metrics: MetricsCollector,
): Promise<StepAnswer> {
  const startedAt = performance.now();
  const timeout = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(new URL(request.path, request.baseUrl), {
      method: request.method,
      headers: {
        ...CSRF_HEADERS,
        'content-type': 'application/json',
        cookie: request.jar.header(),
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.any([request.signal, timeout]),
    });
    const text = await response.text();
    request.jar.take(response.headers.getSetCookie());
    metrics.request({
      durationMs: performance.now() - startedAt,
      failed: !request.expectedStatuses.includes(response.status),
      status: String(response.status),
    });
    return { status: response.status, text };
  } catch (error) {
    if (request.signal.aborted) throw error;
    metrics.request({ durationMs: performance.now() - startedAt, failed: true, status: 'error' });
    return { status: 'error', text: error instanceof Error ? error.message : String(error) };
  }
}
