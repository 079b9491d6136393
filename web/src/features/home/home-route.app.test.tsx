import { render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { i18nReady, stubApi, testI18n } from '@/test/render-in-router';
import { AppRoot } from '@/app-root';
import { createAppRouter } from '@/router';
import { replyFixture } from './test/search-hit-fixture';

// The home route's loader asks for the first results with the options the page reads: the page
// is drawn from the loader's answer, and the search is asked for once.

function openHome(url: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return { queryClient, router };
}

describe('the home route', () => {
  beforeAll(() => i18nReady());
  afterEach(() => vi.restoreAllMocks());

  it('loads the first results before the page is drawn, and the page asks for nothing again', async () => {
    const calls = stubApi({ 'GET /search': { body: replyFixture(1, 3) } });
    const { queryClient, router } = openHome('/?type=day');
    await router.load();
    expect(calls.filter((call) => call.path === '/search')).toHaveLength(1);

    render(<AppRoot i18n={testI18n} queryClient={queryClient} router={router} started />);
    expect(await screen.findByText('Space 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Space 3')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/search')).toHaveLength(1);
  });

  it('shows the route error, with a retry, when the search cannot be had', async () => {
    stubApi({
      'GET /search': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    const { queryClient, router } = openHome('/');
    await router.load();
    expect(router.state.matches.at(-1)?.status).toBe('error');

    render(<AppRoot i18n={testI18n} queryClient={queryClient} router={router} started />);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
