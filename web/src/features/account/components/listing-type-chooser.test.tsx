import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { OPEN_AUTH_MODAL_EVENT, type OpenAuthModalDetail } from '@/features/auth/auth-events';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { ListingTypeChooser } from './listing-type-chooser';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

const listeners: ((e: Event) => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const l of listeners.splice(0)) document.removeEventListener(OPEN_AUTH_MODAL_EVENT, l);
});

function renderSignedOut(onOpenChange: (open: boolean) => void) {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { user: null });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ListingTypeChooser open onOpenChange={onOpenChange} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ListingTypeChooser', () => {
  it('keeps Continue disabled until a type is chosen', async () => {
    renderSignedOut(() => undefined);
    expect(screen.getByRole('heading', { name: 'What would you like to list?' })).toBeTruthy();
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: /A space per day/ }));
    expect(cont).toHaveProperty('disabled', false);
    expect(
      screen.getByRole('radio', { name: /A space per day/ }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('signed out: closes, then asks for the sign-up modal 100 ms later', async () => {
    const onOpenChange = vi.fn();
    const opened: OpenAuthModalDetail[] = [];
    const listener = (e: Event) => opened.push((e as CustomEvent<OpenAuthModalDetail>).detail);
    listeners.push(listener);
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    renderSignedOut(onOpenChange);

    await userEvent.click(screen.getByRole('radio', { name: /A space per hour/ }));
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 100);
    setTimeoutSpy.mockRestore();
    await waitFor(() => expect(opened).toEqual([{ isSignUp: true }]));
  });
});
