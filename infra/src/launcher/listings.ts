import { setTimeout as sleep } from 'node:timers/promises';

/** Waits until `GET /api/properties?limit=1` reports at least `minimum` published listings. */
export async function waitForListings(
  baseUrl: string,
  minimum: number,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing answered';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL('/api/properties?limit=1', baseUrl), {
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as { total?: unknown };
      if (response.ok && typeof body.total === 'number') {
        if (body.total >= minimum) return body.total;
        last = `${body.total} listings`;
      } else {
        last = `HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
      }
    } catch (error) {
      last = String(error);
    }
    await sleep(1000);
  }
  throw new Error(
    `Expected at least ${minimum} seeded listings within ${timeoutMs / 1000} s; last answer: ${last}`,
  );
}
