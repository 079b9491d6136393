import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { apiRequest } from '@/lib/api-client';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { ErrorReference } from './error-reference';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

beforeAll(() => i18nReady('en'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

const inI18n = (ui: React.ReactNode) =>
  render(<I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>);

describe('the support reference of a failed request', () => {
  it('comes from the error body, or from x-trace-id when the body has none', async () => {
    const fromBody = apiErrorFromResponse(500, 'Internal Server Error', {
      error: { code: 'INTERNAL', message: 'Something went wrong', traceId: TRACE },
    });
    expect(fromBody.traceId).toBe(TRACE);
    expect(fromBody.code).toBe('INTERNAL');
    expect(apiErrorFromResponse(502, 'Bad Gateway', '<html>', TRACE).traceId).toBe(TRACE);
    expect(apiErrorFromResponse(502, 'Bad Gateway', '<html>').traceId).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Busy' } }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'x-trace-id': TRACE },
        }),
      ),
    );
    const error = await apiRequest('/api/search').catch((e: unknown) => e);
    expect(ApiError.is(error) && error.traceId).toBe(TRACE);
  });

  it('is shown as "Reference: <id>", in Spanish too, and not at all without one', async () => {
    const error = new ApiError(500, 'INTERNAL', 'x', { traceId: TRACE });
    const { unmount } = inI18n(<ErrorReference error={error} />);
    expect(screen.getByText(`Reference: ${TRACE}`)).toBeTruthy();
    unmount();

    await testI18n.changeLanguage('es');
    const es = inI18n(<ErrorReference error={error} />);
    expect(screen.getByText(`Referencia: ${TRACE}`)).toBeTruthy();
    es.unmount();

    const none = inI18n(<ErrorReference error={new Error('offline')} />);
    expect(none.container.textContent).toBe('');
    none.unmount();
    const noId = inI18n(<ErrorReference error={new ApiError(0, 'UNAVAILABLE', 'offline')} />);
    expect(noId.container.textContent).toBe('');
  });
});
