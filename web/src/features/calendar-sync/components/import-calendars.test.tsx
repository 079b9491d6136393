import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady, stubApi } from '@/test/render-in-router';
import {
  AIRBNB_ID,
  BOOKING_ID,
  SYNC_PATH,
  fakeImport,
  fakeSync,
  renderSection,
} from '../test-support';

beforeEach(() => i18nReady('en'));
afterEach(() => vi.restoreAllMocks());

const airbnb = fakeImport();
const booking = fakeImport({
  id: BOOKING_ID,
  name: 'Booking.com',
  url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc',
  lastSyncedAt: null,
  busyCount: 0,
});

describe('ImportCalendars', () => {
  it('lists the followed calendars with their last reading and busy periods', async () => {
    stubApi({ [`GET ${SYNC_PATH}`]: { body: fakeSync({ imports: [airbnb, booking] }) } });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Calendars you follow' });
    const first = within(list).getByRole('listitem', { name: 'Airbnb' });
    expect(within(first).getByText(airbnb.url)).toBeTruthy();
    expect(within(first).getByText(/Last updated 5 minutes ago/)).toBeTruthy();
    expect(within(first).getByText('3 busy periods')).toBeTruthy();
    const second = within(list).getByRole('listitem', { name: 'Booking.com' });
    expect(within(second).getByText(/Not read yet/)).toBeTruthy();
    expect(within(second).getByText('0 busy periods')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Remove Booking.com' })).toBeTruthy();
  });

  it('says when nothing is followed yet', async () => {
    stubApi({ [`GET ${SYNC_PATH}`]: { body: fakeSync() } });
    renderSection();
    expect(await screen.findByText('You do not follow any calendar yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh now' })).toBeNull();
  });

  it('shows the last failed reading in the user language, or as the server wrote it', async () => {
    await i18nReady('es');
    stubApi({
      [`GET ${SYNC_PATH}`]: {
        body: fakeSync({
          imports: [
            fakeImport({ lastError: 'The calendar address took too long to answer.' }),
            fakeImport({
              id: BOOKING_ID,
              name: 'Vrbo',
              lastError: 'Something new went wrong.',
            }),
          ],
        }),
      },
    });
    renderSection();
    const airbnbItem = await screen.findByRole('listitem', { name: 'Airbnb' });
    expect(
      within(airbnbItem).getByText(
        'La última actualización falló: La dirección del calendario tardó demasiado en responder. Los días que tenía antes siguen bloqueados.',
      ),
    ).toBeTruthy();
    expect(within(airbnbItem).getByText(/Actualizado hace 5 minutos/)).toBeTruthy();
    const vrbo = screen.getByRole('listitem', { name: 'Vrbo' });
    expect(within(vrbo).getByText(/Something new went wrong\./)).toBeTruthy();
  });

  it('removes a calendar after confirming, and reads the host calendar again', async () => {
    const calls = stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync({ imports: [airbnb, booking] }) },
      [`DELETE ${SYNC_PATH}/imports/${AIRBNB_ID}`]: { body: fakeSync({ imports: [booking] }) },
    });
    const user = userEvent.setup();
    const { hostCalendarInvalidated } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Airbnb' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop following Airbnb?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove calendar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Airbnb' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Booking.com' })).toBeTruthy();
    expect(await screen.findByText('Airbnb removed. Its days are free again.')).toBeTruthy();
    expect(hostCalendarInvalidated()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Import calendars' }),
      ),
    );
  });

  it('shows a refused removal on its calendar', async () => {
    stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync({ imports: [airbnb] }) },
      [`DELETE ${SYNC_PATH}/imports/${AIRBNB_ID}`]: {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Airbnb' }));
    await user.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    const item = screen.getByRole('listitem', { name: 'Airbnb' });
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'We could not reach the server. Please try again.',
    );
  });

  it('refreshes every calendar now', async () => {
    const calls = stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync({ imports: [booking] }) },
      [`POST ${SYNC_PATH}/refresh`]: {
        body: fakeSync({
          imports: [{ ...booking, lastSyncedAt: new Date().toISOString(), busyCount: 1 }],
        }),
      },
    });
    const user = userEvent.setup();
    const { hostCalendarInvalidated } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Calendars updated.')).toBeTruthy();
    const item = screen.getByRole('listitem', { name: 'Booking.com' });
    expect(within(item).getByText(/Last updated just now/)).toBeTruthy();
    expect(within(item).getByText('1 busy period')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${SYNC_PATH}/refresh`,
    ]);
    expect(hostCalendarInvalidated()).toBe(true);
  });
});
