import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, stubApi, testI18n } from '@/test/render-in-router';
import { connectionRetryDelay } from '../api';
import type * as I18nModule from '@/i18n';
import { StartupGate } from './startup-gate';

// Each phase waits on real work; the test holds each piece of work until it checks the text.
const work = vi.hoisted(() => {
  const deferred = () => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  return { health: deferred(), rates: deferred(), i18n: deferred() };
});
vi.mock('@/features/preferences/rates', () => ({ refreshRates: () => work.rates.promise }));
vi.mock('@/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  i18nReady: work.i18n.promise,
}));

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('StartupGate', () => {
  it('shows the three loader texts in order, then the app', async () => {
    stubApi({
      'GET /health': async () => {
        await work.health.promise;
        return { body: { status: 'ok', checks: { listing: { status: 'ok' } } } };
      },
    });
    render(
      <I18nextProvider i18n={testI18n}>
        <QueryClientProvider client={new QueryClient()}>
          <StartupGate>
            <p>the app</p>
          </StartupGate>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const phase = () => screen.getByTestId('startup-phase').textContent;
    expect(phase()).toBe('Connecting to database...');
    await act(async () => work.health.resolve());
    await vi.waitFor(() => expect(phase()).toBe('Setting up currency system...'));
    await act(async () => work.rates.resolve());
    await vi.waitFor(() => expect(phase()).toBe('Finalizing setup...'));
    expect(screen.queryByText('the app')).toBeNull();
    await act(async () => work.i18n.resolve());
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('has the Spanish loader texts', () => {
    const es = testI18n.getFixedT('es', 'boot');
    expect([es('startup.database'), es('startup.currency'), es('startup.finalizing')]).toEqual([
      'Conectando con la base de datos...',
      'Configurando el sistema de monedas...',
      'Finalizando la configuración...',
    ]);
  });
});

describe('connection retries (spec §9)', () => {
  it('wait 500 ms, then × 1.5, within ± 20%', () => {
    expect(connectionRetryDelay(0, () => 0.5)).toBe(500);
    expect(connectionRetryDelay(1, () => 0.5)).toBe(750);
    expect(connectionRetryDelay(0, () => 0)).toBe(400);
    expect(connectionRetryDelay(0, () => 1)).toBe(600);
    expect(connectionRetryDelay(1, () => 1)).toBe(900);
  });
});
