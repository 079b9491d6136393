import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { PreferencesButton } from '@/features/preferences/components/preferences-button';
import { AccountMenuSlot } from './account-menu-slot';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
  // Transform the lazy chunks once, so the timeouts below measure the components.
  await Promise.all([
    import('@/features/account/components/account-menu'),
    import('@/features/preferences/components/preferences-modal'),
  ]);
}, 30_000);

function renderSignedOut(ui: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { user: null });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

// Both load their Radix part on first use; a single click must still open them.
describe('header controls loaded on use', () => {
  it('opens the account menu on the first click of its stand-in', async () => {
    renderSignedOut(<AccountMenuSlot />);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByTestId('account-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: 'Log in or sign up' })).toBeTruthy();
    expect(screen.getAllByTestId('account-menu-trigger')).toHaveLength(1);
  });

  it('opened by Enter on its stand-in, the menu has its first item focused', async () => {
    const user = userEvent.setup();
    renderSignedOut(<AccountMenuSlot />);
    screen.getByTestId('account-menu-trigger').focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Log in or sign up' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('opens the preferences dialog on the first click and closes it again', async () => {
    const user = userEvent.setup();
    renderSignedOut(<PreferencesButton variant="icon" />);
    const button = screen.getByRole('button', { name: 'Language and currency' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
