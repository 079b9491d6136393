import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { openAuthModal } from '../auth-events';
import { AuthModalHost } from './auth-modal-host';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
  // The host fetches the modal on first opening; load it once here so the findBy* timeouts
  // measure the modal, not vitest transforming its chunk on a busy machine.
  await import('./auth-modal');
});

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake BFF: providers all off, and the given email status. */
function stubApi(emailStatus: 'new' | 'active') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/providers')) {
      return json({
        providers: [
          { id: 'google', enabled: false },
          { id: 'facebook', enabled: false },
          { id: 'apple', enabled: false },
        ],
      });
    }
    if (url.endsWith('/api/auth/email-status')) return json({ status: emailStatus });
    if (url.endsWith('/api/auth/login')) {
      return json(
        { error: { code: 'UNAUTHENTICATED', message: 'Invalid login credentials' } },
        401,
      );
    }
    return json({ error: { code: 'NOT_FOUND', message: 'not stubbed' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthModalHost />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function openAndSubmitEmail(email: string) {
  const user = userEvent.setup();
  act(() => openAuthModal({ isSignUp: true }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return { user, dialog };
}

describe('AuthModalHost', () => {
  it('opens on the email step with disabled social buttons that say why', async () => {
    stubApi('new');
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAuthModal({ isSignUp: false }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toHaveProperty('disabled', true));
    expect(within(dialog).getAllByText('Not available yet')).toHaveLength(3);
  });

  it('opens for a request made before it was mounted (a guard on the first page load)', async () => {
    stubApi('new');
    openAuthModal({ isSignUp: false });
    renderHost();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
  });

  it('validates the email before asking the server', async () => {
    const fetchMock = stubApi('new');
    renderHost();
    const { dialog } = await openAndSubmitEmail('nope');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/email-status'))).toBe(false);
  });

  it('takes a new address to the sign-up password step and back', async () => {
    stubApi('new');
    renderHost();
    const { user, dialog } = await openAndSubmitEmail('New@Example.com');
    expect(await within(dialog).findByRole('heading', { name: 'Finish signing up' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', 'new@example.com');
    expect(within(dialog).getByLabelText('Confirm password')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Password'), 'Abcdefg1!');
    expect(within(dialog).getByText('Very strong')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
  });

  it('shows the spec text for wrong credentials', async () => {
    stubApi('active');
    renderHost();
    const { user, dialog } = await openAndSubmitEmail('old@example.com');
    expect(await within(dialog).findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Confirm password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Incorrect email or password')).toBeTruthy();
  });
});
