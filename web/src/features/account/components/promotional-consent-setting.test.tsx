import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter, stubApi, type FakeAnswer } from '@/test/render-in-router';
import { PromotionalConsentSetting } from './promotional-consent-setting';

// Midday UTC: the same calendar day in every time zone a test machine is likely to use.
const AGREED = '2026-11-26T12:00:00.000Z';
const WITHDRAWN = '2026-12-03T12:00:00.000Z';

afterEach(() => {
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: (answer: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PromotionalConsentSetting', () => {
  it('starts unsubscribed, and records consent with its date in English', async () => {
    await i18nReady('en');
    const calls = stubApi({
      'GET /me/promotional-consent': { body: { granted: false, changedAt: null } },
      'PUT /me/promotional-consent': { body: { granted: true, changedAt: AGREED } },
    });
    renderInRouter(<PromotionalConsentSetting />);
    const toggle = await screen.findByRole('switch', {
      name: 'Send me offers, news and travel ideas by email',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Not subscribed')).toBeTruthy();

    await userEvent.click(toggle);
    await screen.findByText('You agreed on November 26, 2026');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/me/promotional-consent', body: { granted: true } },
    ]);
  });

  it('shows the withdrawal date in Chilean Spanish', async () => {
    await i18nReady('es');
    stubApi({
      'GET /me/promotional-consent': { body: { granted: true, changedAt: AGREED } },
      'PUT /me/promotional-consent': { body: { granted: false, changedAt: WITHDRAWN } },
    });
    renderInRouter(<PromotionalConsentSetting />);
    const toggle = await screen.findByRole('switch', {
      name: 'Quiero recibir ofertas, novedades e ideas de viaje por correo',
    });
    expect(screen.getByText('Aceptaste el 26 de noviembre de 2026')).toBeTruthy();
    await userEvent.click(toggle);
    await screen.findByText('Retiraste tu consentimiento el 3 de diciembre de 2026');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is disabled while saving, and says so when saving fails', async () => {
    await i18nReady('en');
    const answer = deferred();
    stubApi({
      'GET /me/promotional-consent': { body: { granted: false, changedAt: null } },
      'PUT /me/promotional-consent': () => answer.promise,
    });
    renderInRouter(<PromotionalConsentSetting />);
    const toggle = await screen.findByRole('switch');
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(true));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Saving…')).toBeTruthy();

    answer.resolve({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't save your choice. Please try again.",
    );
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    // The stored choice is shown again: nothing was saved.
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Not subscribed')).toBeTruthy();
  });

  it('says when the consent cannot be loaded, and tries again', async () => {
    await i18nReady('en');
    let failing = true;
    stubApi({
      'GET /me/promotional-consent': () =>
        failing
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: { granted: true, changedAt: AGREED } },
    });
    renderInRouter(<PromotionalConsentSetting />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't load your email preferences.",
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const toggle = await screen.findByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('You agreed on November 26, 2026')).toBeTruthy();
  });
});
