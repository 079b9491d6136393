import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady, stubApi, type FakeAnswer } from '@/test/render-in-router';
import { SYNC_PATH, deferred, fakeImport, fakeSync, renderSection } from '../test-support';

beforeEach(() => i18nReady('en'));
afterEach(() => vi.restoreAllMocks());

const nameInput = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const urlInput = () => screen.getByRole('textbox', { name: 'iCal address' }) as HTMLInputElement;

describe('AddCalendarForm', () => {
  it('reads the calendar (showing it), then lists it and clears the form', async () => {
    const answer = deferred<FakeAnswer>();
    const calls = stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync() },
      [`POST ${SYNC_PATH}/imports`]: () => answer.promise,
    });
    const user = userEvent.setup();
    const { hostCalendarInvalidated } = renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Airbnb');
    await user.type(urlInput(), 'webcal://www.airbnb.com/calendar/ical/1.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));

    const pending = await screen.findByRole('button', { name: 'Reading calendar…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Reading the calendar. This can take a few seconds.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Airbnb',
      url: 'webcal://www.airbnb.com/calendar/ical/1.ics',
    });

    answer.resolve({
      body: fakeSync({
        imports: [fakeImport({ url: 'https://www.airbnb.com/calendar/ical/1.ics' })],
      }),
    });
    const item = await screen.findByRole('listitem', { name: 'Airbnb' });
    expect(within(item).getByText('https://www.airbnb.com/calendar/ical/1.ics')).toBeTruthy();
    expect(nameInput().value).toBe('');
    expect(urlInput().value).toBe('');
    expect(
      await screen.findByText('Airbnb added. Its busy days now show in your calendar.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add calendar' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(hostCalendarInvalidated()).toBe(true);
  });

  it('checks the fields before sending', async () => {
    const calls = stubApi({ [`GET ${SYNC_PATH}`]: { body: fakeSync() } });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('Name this calendar (for example Airbnb).')).toBeTruthy();
    expect(screen.getByText("Enter the calendar's iCal address.")).toBeTruthy();
    await user.type(nameInput(), 'Airbnb');
    await user.type(urlInput(), 'ftp://example.com/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(
      await screen.findByText("Enter the calendar's iCal address (https://… or webcal://…)."),
    ).toBeTruthy();
    expect(urlInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server refusing the address on its field, in the user language', async () => {
    await i18nReady('es');
    stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync() },
      [`POST ${SYNC_PATH}/imports`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid request',
            details: {
              fields: [{ path: 'url', message: 'The calendar address answered HTTP 404.' }],
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Airbnb');
    const url = screen.getByRole('textbox', { name: 'Dirección iCal' }) as HTMLInputElement;
    await user.type(url, 'https://www.airbnb.com/calendar/ical/1.ics');
    await user.click(screen.getByRole('button', { name: 'Agregar calendario' }));
    expect(
      await screen.findByText('La dirección del calendario respondió con un error (HTTP 404).'),
    ).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(url);
    // What the host typed stays, to correct it.
    expect(url.value).toBe('https://www.airbnb.com/calendar/ical/1.ics');
    expect(screen.queryByRole('list', { name: 'Calendarios que sigues' })).toBeNull();
  });

  it('shows a failure that is no field above the button', async () => {
    stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync() },
      [`POST ${SYNC_PATH}/imports`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Internal error' } },
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Airbnb');
    await user.type(urlInput(), 'https://www.airbnb.com/calendar/ical/1.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not reach the server. Please try again.',
      ),
    );
  });
});
