import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@arrendo/contracts/web';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { fakeUser, stubApi } from '@/test/render-in-router';
import type { FakeAnswer } from '@/test/render-in-router';
import {
  INACTIVITY_RELOAD_MS,
  SESSION_CHECK_GAP_MS,
  isReloadSafe,
  useInactivityReload,
} from './use-inactivity-reload';

let visibility: DocumentVisibilityState = 'visible';

function Probe({ reload }: { reload: () => void }) {
  useInactivityReload({ reload });
  return null;
}

function mount(user: Me | null) {
  const reload = vi.fn();
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { user });
  const view = render(
    <QueryClientProvider client={client}>
      <Probe reload={reload} />
    </QueryClientProvider>,
  );
  return { reload, client, view };
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets the `/api/me` promise chain settle under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useInactivityReload: 30 minutes without activity', () => {
  it('reloads when the tab becomes visible again after 30 minutes away', () => {
    const { reload } = mount(null);
    setVisibility('hidden');
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after a shorter absence', () => {
    const { reload } = mount(null);
    setVisibility('hidden');
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 1000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it('counts pointer, key and scroll activity, and never reloads while the tab stays visible', () => {
    const { reload } = mount(null);
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 60_000);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 60_000);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 60_000);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 60_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();

    // Idle on a visible tab for 30 minutes, then away and back: that is 30 minutes inactive.
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS + 1);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the listing wizard alone (its current step may hold unsaved input)', () => {
    window.history.replaceState(null, '', '/create-listing?type=home');
    const { reload } = mount(null);
    setVisibility('hidden');
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS * 2);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
    expect(isReloadSafe('/edit-listing/abc')).toBe(false);
    expect(isReloadSafe('/checkout/abc')).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const { reload, view } = mount(null);
    view.unmount();
    setVisibility('hidden');
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('useInactivityReload: session lost', () => {
  const focus = () =>
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

  it('reloads on focus when a signed-in page learns the session ended', async () => {
    const calls = stubApi({ 'GET /me': { body: { user: null } } });
    const { reload } = mount(fakeUser());
    focus();
    await flush();
    expect(calls.map((call) => call.path)).toEqual(['/me']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the session is still alive, and asks at most every 10 s', async () => {
    const calls = stubApi({ 'GET /me': { body: { user: fakeUser() } } });
    const { reload } = mount(fakeUser());
    focus();
    await flush();
    focus();
    await flush();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(SESSION_CHECK_GAP_MS);
    focus();
    await flush();
    expect(calls).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not take a failing /api/me for a lost session', async () => {
    const answer: FakeAnswer = { status: 503, body: { error: { code: 'UNAVAILABLE' } } };
    stubApi({ 'GET /me': answer });
    const { reload } = mount(fakeUser());
    focus();
    await flush();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not ask for visitors (nothing to lose)', async () => {
    const calls = stubApi({});
    const { reload } = mount(null);
    focus();
    await flush();
    expect(calls).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
