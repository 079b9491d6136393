import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import type { Me } from '@arrendo/contracts/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeWaitingAuthModal } from './auth-events';
import { ForbiddenError, leaveLoginPage, requireAdmin, requireSession } from './guards';
import { takeRedirect } from './redirect-target';
import { SESSION_QUERY_KEY } from './session';

const ana: Me = {
  id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
  email: 'ana@example.com',
  status: 'active',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: {
    userId: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
    firstName: 'Ana',
    lastName: 'Pérez',
    fullName: 'Ana Pérez',
    birthday: null,
    phoneNumber: null,
    countryCode: 'CL',
    optOutPromotions: false,
    avatarUrl: null,
    about: null,
    locale: 'en',
  },
};

/** A query client that already knows who is signed in (as after any page that asked). */
function knowing(user: Me | null): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
  return queryClient;
}

/** The redirect a guard threw (a guard that lets the visitor through fails the test). */
async function redirectOf(run: () => unknown) {
  try {
    await run();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  throw new Error('expected a redirect');
}

afterEach(() => {
  takeWaitingAuthModal();
  vi.unstubAllGlobals();
});

describe('requireSession (beforeLoad of the signed-in pages)', () => {
  const location = { href: '/account/settings?tab=1' };

  it('lets a signed-in user through at once and hands the user to the pages', () => {
    const result = requireSession({
      context: { queryClient: knowing(ana) },
      location,
      preload: false,
    });
    // Synchronous: a navigation between signed-in pages shows no loading state.
    expect(result).toEqual({ user: ana });
    expect(takeWaitingAuthModal()).toBeNull();
  });

  it('sends a visitor to / with the login modal, remembering where they were going', async () => {
    const context = { queryClient: knowing(null) };
    const options = await redirectOf(() => requireSession({ context, location, preload: false }));
    expect(options).toMatchObject({ to: '/', search: { redirect: location.href }, replace: true });
    expect(takeWaitingAuthModal()).toEqual({ isSignUp: false });
    expect(takeRedirect()).toBe(location.href);
  });

  it('only redirects while prefetching: no modal, nothing remembered', async () => {
    const context = { queryClient: knowing(null) };
    const options = await redirectOf(() => requireSession({ context, location, preload: true }));
    expect(options).toMatchObject({ to: '/' });
    expect(takeWaitingAuthModal()).toBeNull();
    expect(takeRedirect()).toBeNull();
  });

  it('asks /api/me once when nobody has yet, and waits for the answer', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ user: ana }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = requireSession({
      context: { queryClient: new QueryClient() },
      location,
      preload: false,
    });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual({ user: ana });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/me$/);
  });
});

describe('requireAdmin (beforeLoad of /admin/*)', () => {
  it('lets admins through and stops everyone else with a 403', () => {
    expect(() => requireAdmin({ context: { user: { ...ana, roles: ['admin'] } } })).not.toThrow();
    expect(() => requireAdmin({ context: { user: ana } })).toThrow(ForbiddenError);
  });
});

describe('leaveLoginPage (beforeLoad of /login)', () => {
  it('sends a signed-in user straight to a same-site redirect, or home', async () => {
    const context = { queryClient: knowing(ana) };
    const go = (redirect: string | undefined) =>
      redirectOf(() => leaveLoginPage({ context, search: { redirect }, preload: false }));
    expect(await go('/profile')).toMatchObject({ href: '/profile' });
    expect(await go('//evil.example/x')).toMatchObject({ href: '/' });
    expect(await go(undefined)).toMatchObject({ href: '/' });
    expect(takeWaitingAuthModal()).toBeNull();
  });

  it('opens the login modal over / for a visitor and keeps only a same-site target', async () => {
    const context = { queryClient: knowing(null) };
    const options = await redirectOf(() =>
      leaveLoginPage({ context, search: { redirect: '/account/settings' }, preload: false }),
    );
    expect(options).toMatchObject({ to: '/', search: { redirect: '/account/settings' } });
    expect(takeWaitingAuthModal()).toEqual({ isSignUp: false });
    expect(takeRedirect()).toBe('/account/settings');

    const foreign = await redirectOf(() =>
      leaveLoginPage({ context, search: { redirect: 'https://evil.example' }, preload: false }),
    );
    expect(foreign).toMatchObject({ to: '/', search: {} });
    expect(takeRedirect()).toBeNull();
  });
});
