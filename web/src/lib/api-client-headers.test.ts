import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('api client headers option', () => {
  it('adds the caller’s headers but never lets them replace the CSRF header', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await api.post('/bookings', { a: 1 }, z.object({ ok: z.boolean() }), {
      headers: { 'Idempotency-Key': 'key-1', 'X-Requested-With': 'someone-else' },
    });

    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['X-Requested-With']).toBe('arrendo');
    expect(headers['Content-Type']).toBe('application/json');
  });
});
