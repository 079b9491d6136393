import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { DataExportSetting } from './data-export-setting';

const saved = vi.hoisted(() => [] as { data: unknown; fileName: string }[]);
vi.mock('../save-json-file', () => ({
  saveJsonFile: (data: unknown, fileName: string) => saved.push({ data, fileName }),
}));

beforeAll(() => i18nReady('es'));
afterEach(() => {
  vi.restoreAllMocks();
  saved.length = 0;
});

describe('DataExportSetting (portability)', () => {
  it('downloads the file the BFF put together, named by its date', async () => {
    const file = {
      format: 'arrendo.personal-data',
      version: 1,
      exportedAt: '2026-11-26T18:30:00.000Z',
      account: { email: 'ana@example.com' },
    };
    const calls = stubApi({ 'GET /account/export': { body: file } });
    renderInRouter(<DataExportSetting />, { user: fakeUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    expect(
      await screen.findByText('Se descargó tu archivo arrendo-data-2026-11-26.json.'),
    ).toBeTruthy();
    expect(saved).toEqual([{ data: file, fileName: 'arrendo-data-2026-11-26.json' }]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /account/export']);
  });

  it('says so in the person’s language when the export cannot be made, and saves nothing', async () => {
    stubApi({
      'GET /account/export': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
      },
    });
    renderInRouter(<DataExportSetting />, { user: fakeUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('Service unavailable');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
  });
});
