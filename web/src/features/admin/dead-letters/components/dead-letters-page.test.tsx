import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeadLetter } from '@arrendo/contracts/web';
import { AppToaster } from '@/components/ui/app-toaster';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import type { DeadLettersSearch } from '../search';
import { DeadLettersPage } from './dead-letters-page';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  // The admin texts are the signed-in chunk the layout route loads first; without it the page
  // drew raw keys whenever the chunk lost the race with the stubbed answers.
  await loadSignedInNamespaces(i18n);
});

afterEach(() => {
  // Only the fetch stub: unstubbing all globals would also drop setup.ts's matchMedia.
  vi.restoreAllMocks();
});

const LETTER: DeadLetter = {
  id: '0b9f3c52-3d0e-4a4e-9a0c-5f5b7a1d2e01',
  source: 'job',
  name: 'email.send',
  key: 'welcome-42',
  queue: 'notification.email',
  payload: { to: 'ana@example.cl', template: 'welcome' },
  error: '550 mailbox unavailable',
  attempts: 5,
  firstFailedAt: '2026-03-01T12:00:00.000Z',
  lastFailedAt: '2026-03-01T12:05:00.000Z',
  resolvedAt: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The BFF as this page sees it; `retry` decides what a retry answers. */
function stubBff(retry: () => Response) {
  let resolved: string | null = null;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/dead-letters/summary') {
      return json({
        services: [
          { service: 'identity', status: 'ok', unresolved: 0 },
          { service: 'listing', status: 'unavailable' },
          { service: 'notification', status: 'ok', unresolved: resolved ? 0 : 1 },
        ],
      });
    }
    if (url.pathname === '/api/admin/dead-letters') {
      const items = url.searchParams.get('service') === 'notification' ? [LETTER] : [];
      return json({
        service: url.searchParams.get('service'),
        items: items.map((l) => ({ ...l, resolvedAt: resolved })),
        nextCursor: null,
      });
    }
    if (init?.method === 'POST' && url.pathname.endsWith('/retry')) {
      const answer = retry();
      if (answer.ok) resolved = '2026-03-02T09:00:00.000Z';
      return answer;
    }
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
}

async function renderPage(language: 'en' | 'es', search: DeadLettersSearch = {}) {
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSearchChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DeadLettersPage search={search} onSearchChange={onSearchChange} />
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onSearchChange };
}

describe('the dead-letters page', () => {
  it('sums up every service, marks the one not answering and lists the busy one', async () => {
    stubBff(() => json({}));
    const { onSearchChange } = await renderPage('en');
    const listing = await screen.findByRole('button', { name: /listing/ });
    expect(listing.textContent).toContain('Not answering');
    expect(screen.getByRole('button', { name: /identity/ }).textContent).toContain('0 open');
    const notification = screen.getByRole('button', { name: /notification/ });
    expect(notification.textContent).toContain('1 open');
    expect(notification.getAttribute('aria-pressed')).toBe('true');

    const table = await screen.findByRole('table', { name: 'Dead letters of notification' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Source',
      'Name',
      'Key',
      'Error',
      'Attempts',
      'First failure',
      'Last failure',
      'State',
      'Actions',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('550 mailbox unavailable');
    expect(row.textContent).toContain('Open');
    const first = row.querySelector(`time[datetime="${LETTER.firstFailedAt}"]`);
    expect(first?.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(LETTER.firstFailedAt),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: /identity/ }));
    expect(onSearchChange).toHaveBeenCalledWith({ service: 'identity' });
    await userEvent.click(screen.getByLabelText('Only letters not retried yet'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ open: true });
  });

  it('shows why a retry was refused, beside the letter, and keeps it open', async () => {
    const fetchMock = stubBff(() =>
      json(
        {
          error: {
            code: 'CONFLICT',
            message: 'This job is no longer kept in its queue; it cannot be retried',
          },
        },
        409,
      ),
    );
    await renderPage('en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retry email.send welcome-42' }),
    );
    expect(
      await screen.findByText(
        'Not retried: This job is no longer kept in its queue; it cannot be retried',
      ),
    ).toBeTruthy();
    const retried = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(retried?.[0])).toBe(`/api/admin/dead-letters/notification/${LETTER.id}/retry`);
    expect(screen.getByRole('button', { name: 'Retry email.send welcome-42' })).toBeTruthy();
  });

  it('confirms a retry, then shows the letter retried (in Spanish, dates for Chile)', async () => {
    stubBff(() => json({ id: LETTER.id, resolvedAt: '2026-03-02T09:00:00.000Z' }));
    await renderPage('es', { service: 'notification' });
    const table = await screen.findByRole('table', { name: 'Tareas fallidas de notification' });
    expect(within(table).getByRole('columnheader', { name: 'Intentos' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar email.send welcome-42' }));
    expect(await screen.findByText('email.send volvió a la cola')).toBeTruthy();
    await waitFor(() => expect(table.textContent).toContain('Reintentada'));
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull();
    const resolved = table.querySelector('time[datetime="2026-03-02T09:00:00.000Z"]');
    expect(resolved?.textContent).toBe(
      new Intl.DateTimeFormat('es-CL', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date('2026-03-02T09:00:00.000Z'),
      ),
    );
  });
});
