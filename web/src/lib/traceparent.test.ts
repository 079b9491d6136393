import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, setUnauthorizedHandler } from './api-client';
import { newBrowserTrace, withNewSpan } from './traceparent';

/** W3C Trace Context, version 00: trace id, parent id, flags (sampled). */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

function sentTraceparents(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([, init]) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return headers.traceparent ?? '';
  });
}

describe('the browser’s traceparent', () => {
  it('is version 00, a random 16-byte trace id, an 8-byte span id, sampled', () => {
    const trace = newBrowserTrace();
    const [, traceId, spanId] = TRACEPARENT.exec(trace.traceparent) ?? [];
    expect(traceId).toBe(trace.traceId);
    expect(spanId).toBe(trace.spanId);
    const other = newBrowserTrace();
    expect(other.traceId).not.toBe(trace.traceId);
    expect(other.spanId).not.toBe(trace.spanId);
  });

  it('never sends an all-zero id, which a server would throw away', () => {
    // A broken random source that gives only zeros.
    vi.stubGlobal('crypto', { getRandomValues: <T>(array: T) => array });
    const trace = newBrowserTrace();
    expect(trace.traceparent).toMatch(TRACEPARENT);
    expect(trace.traceId).toBe(`${'0'.repeat(31)}1`);
    expect(trace.spanId).toBe(`${'0'.repeat(15)}1`);
  });

  it('keeps the trace and changes the span for a request sent again', () => {
    const first = newBrowserTrace();
    const again = withNewSpan(first.traceId);
    expect(again.traceId).toBe(first.traceId);
    expect(again.spanId).not.toBe(first.spanId);
    expect(again.traceparent).toMatch(TRACEPARENT);
  });
});

describe('the API client’s traces', () => {
  const Reply = z.object({ ok: z.literal(true) });
  const ok = () =>
    new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });

  it('sends a new trace with every request, whatever header the caller passes', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/one', Reply);
    await api.post('/two', {}, Reply, { headers: { traceparent: 'caller' } });
    const [one, two] = sentTraceparents(fetchMock);
    expect(one).toMatch(TRACEPARENT);
    expect(two).toMatch(TRACEPARENT);
    expect(one?.slice(3, 35)).not.toBe(two?.slice(3, 35));
  });

  it('sends the request again after a refreshed session in the same trace', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'No' } }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(async () => true);
    await api.get('/me', Reply);
    const [first, second] = sentTraceparents(fetchMock).map((h) => TRACEPARENT.exec(h));
    expect(first?.[1]).toBeDefined();
    expect(second?.[1]).toBe(first?.[1]);
    expect(second?.[2]).not.toBe(first?.[2]);
  });

  it('gives the browser’s trace id as the reference when no server answered', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const error = (await api.get('/search', Reply).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.transport).toBe('network');
    const [sent] = sentTraceparents(fetchMock);
    expect(error.traceId).toBe(sent?.slice(3, 35));
  });

  it('gives it for a proxy’s error page too, but the BFF’s own id wins', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response('<html>502 Bad Gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Boom' } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'x-trace-id': 'f'.repeat(32) },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const proxy = (await api.get('/a', Reply).catch((e: unknown) => e)) as ApiError;
    const bff = (await api.get('/b', Reply).catch((e: unknown) => e)) as ApiError;
    const [toProxy] = sentTraceparents(fetchMock);
    expect(proxy).toMatchObject({ status: 502, traceId: toProxy?.slice(3, 35) });
    expect(bff).toMatchObject({ status: 500, traceId: 'f'.repeat(32) });
  });
});
