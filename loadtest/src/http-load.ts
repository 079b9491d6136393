import autocannon from 'autocannon';
import { summarize, type LoadStats } from './stats.js';

export interface HttpLoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  label: string;
  /** The path of the next request (called once per request: every request may differ). */
  nextPath: () => string;
  /** Sent with every request (a session cookie). */
  headers?: Record<string, string>;
}

/**
 * autocannon against the BFF, a new path per request. Latencies are collected from each response
 * (autocannon's own histogram has no p95) so both sides of the comparison use `summarize`.
 */
export async function runHttpLoad(options: HttpLoadOptions): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSec,
        ...(options.headers ? { headers: options.headers } : {}),
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: options.nextPath() }) },
        ],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else errors += 1;
    });
  });
  return summarize(options.label, latencies, result.duration, errors + result.errors);
}
