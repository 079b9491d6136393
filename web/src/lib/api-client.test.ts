import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, apiRequest, buildUrl, setUnauthorizedHandler } from './api-client';

const Reply = z.object({ ok: z.literal(true) });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const r of responses) fetchMock.mockResolvedValueOnce(r);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('reads HTTP-level refusals (413, 415, 431) as VALIDATION with their status and reason', async () => {
    stubFetch(
      jsonResponse(413, {
        error: {
          code: 'VALIDATION',
          message: 'The request is too large.',
          details: { reason: 'body_too_large' },
        },
      }),
      new Response('<html>431 Request Header Fields Too Large</html>', {
        status: 431,
        statusText: 'Request Header Fields Too Large',
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const tooLarge = (await api.post('/things', {}, Reply).catch((e: unknown) => e)) as ApiError;
    expect(tooLarge).toMatchObject({ status: 413, code: 'VALIDATION' });
    expect(tooLarge.details?.reason).toBe('body_too_large');
    // A proxy's own page, not our JSON: the status still gives the code.
    const fromProxy = (await api.get('/things', Reply).catch((e: unknown) => e)) as ApiError;
    expect(fromProxy).toMatchObject({ status: 431, code: 'VALIDATION' });
  });

  it('sends JSON to /api with the CSRF header and same-origin credentials', async () => {
    document.documentElement.lang = 'es';
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await expect(api.post('/things', { a: 1 }, Reply)).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'arrendo',
      'Content-Type': 'application/json',
      'Accept-Language': 'es',
    });
  });

  it('parses the error body into an ApiError with its code, message and fields', async () => {
    stubFetch(
      jsonResponse(400, {
        error: {
          code: 'VALIDATION',
          message: 'Invalid request: email',
          details: { fields: [{ path: 'email', message: 'Please enter a valid email address' }] },
        },
      }),
    );
    const error = await api.post('/auth/login', {}, Reply).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION');
    expect(apiError.message).toBe('Invalid request: email');
    expect(apiError.fields).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(apiError.fieldMessage('email')).toBe('Please enter a valid email address');
  });

  it('derives the code from the status when the body is not the API error shape', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 503, statusText: 'Unavailable' }));
    const error = (await api.get('/properties', Reply).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('Unavailable');
  });

  it('rejects answers that do not match the contract schema', async () => {
    stubFetch(jsonResponse(200, { ok: 'yes' }));
    const error = (await api.get('/x', Reply).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('INTERNAL');
    expect(error.transport).toBe('invalid-response');
  });

  it('gives up after the timeout with a transport error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const pending = api.get('/slow', Reply).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await pending) as ApiError;
    expect(error.status).toBe(0);
    expect(error.transport).toBe('timeout');
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('reports a network failure as UNAVAILABLE with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await api.get('/x', Reply).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.transport).toBe('network');
  });

  it('retries once when the 401 handler restores the session', async () => {
    const fetchMock = stubFetch(
      jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Expired' } }),
      jsonResponse(200, { ok: true }),
    );
    const handler = vi.fn().mockResolvedValue(true);
    setUnauthorizedHandler(handler);
    await expect(api.get('/me', Reply)).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledWith({ path: '/me', method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes the 401 through when the handler declines or is skipped', async () => {
    const fetchMock = stubFetch(
      jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'No session' } }),
      jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'No session' } }),
    );
    const handler = vi.fn().mockResolvedValue(false);
    setUnauthorizedHandler(handler);
    const first = (await api.get('/me', Reply).catch((e: unknown) => e)) as ApiError;
    expect(first.code).toBe('UNAUTHENTICATED');
    const second = (await apiRequest('/auth/refresh', {
      method: 'POST',
      skipUnauthorizedHandler: true,
    }).catch((e: unknown) => e)) as ApiError;
    expect(second.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads an accepted non-2xx status as an answer', async () => {
    stubFetch(jsonResponse(503, { ok: true }), jsonResponse(503, { ok: true }));
    await expect(apiRequest('/health', { schema: Reply, acceptStatuses: [503] })).resolves.toEqual({
      ok: true,
    });
    const error = (await api.get('/health', Reply).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/properties', { type: 'home', limit: 24, cursor: undefined, q: '' })).toBe(
      '/api/properties?type=home&limit=24',
    );
  });
});
