import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { pageStatus } from './page-status';

const KNOWN = '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const missing = () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });

const user = {
  id: KNOWN,
  email: 'ana@example.com',
  status: 'active',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: {
    userId: KNOWN,
    firstName: 'Ana',
    lastName: 'Pérez',
    fullName: 'Ana Pérez',
    birthday: null,
    phoneNumber: null,
    countryCode: 'CL',
    optOutPromotions: true,
    avatarUrl: null,
    about: null,
    locale: 'en',
  },
};

/** The API as the page-status check meets it: only unknown ids and unknown bookings are 404. */
function api(signedIn: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      asked.push(url.pathname);
      if (url.pathname === '/api/me') return json(200, { user: signedIn ? user : null });
      if (url.pathname.endsWith(UNKNOWN)) return missing();
      // Any other answer is a server error: the check must not call such a page missing.
      return json(503, { error: { code: 'UNAVAILABLE', message: 'Down' } });
    }),
  );
  return asked;
}

async function statusOf(path: string, signedIn = false) {
  const asked = api(signedIn);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { status: await pageStatus(router, queryClient), asked };
}

beforeAll(() => {
  window.scrollTo = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageStatus: the HTTP status the router gives an address', () => {
  it('is 404 for an address no route has, without asking the API for more than the session', async () => {
    const { status, asked } = await statusOf('/this-page-does-not-exist/at-all');
    expect(status).toBe(404);
    expect(asked).toEqual(['/api/me']);
    // A page under a real section that no route has.
    expect((await statusOf('/notifications/archive')).status).toBe(404);
  });

  it('is 404 for a listing or host the API does not know, and for an id that is no id', async () => {
    expect((await statusOf(`/property/${UNKNOWN}`)).status).toBe(404);
    expect((await statusOf(`/host/${UNKNOWN}`)).status).toBe(404);
    expect((await statusOf('/property/123')).status).toBe(404);
    expect((await statusOf('/help/no-such-article')).status).toBe(404);
  });

  it('is 404 for a booking the signed-in visitor cannot see', async () => {
    expect((await statusOf(`/bookings/${UNKNOWN}`, true)).status).toBe(404);
  });

  it('is 200 for real pages, and when it cannot tell', async () => {
    expect((await statusOf('/help')).status).toBe(200);
    expect((await statusOf('/privacy')).status).toBe(200);
    // A failing API is not a missing page.
    expect((await statusOf(`/property/${KNOWN}`)).status).toBe(200);
    // Signed out, a signed-in page is the log-in's to decide, not a 404.
    const { status, asked } = await statusOf(`/bookings/${UNKNOWN}`);
    expect(status).toBe(200);
    expect(asked).toEqual(['/api/me']);
  });
});
