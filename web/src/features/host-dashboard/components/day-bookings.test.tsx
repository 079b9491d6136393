import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { currencyStore } from '@/features/preferences/currency-store';
import { GUESTS, GUEST_ID, fakeDay, fakeSession, fakeStay } from '../test-support';
import { DayBookings } from './day-bookings';
import { DayBookingsPanel } from './day-bookings-panel';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('DayBookings', () => {
  it('splits experiences from stays, each with price, party, time or dates and guest', async () => {
    renderInRouter(
      <DayBookings
        bookings={[
          fakeStay(),
          fakeSession(),
          fakeStay({ title: 'Cabin in Pucón', guestId: 'gone' }),
        ]}
        guests={GUESTS}
      />,
    );

    const experiences = await screen.findByRole('list', { name: 'Experiences' });
    const session = within(experiences).getByRole('listitem', { name: 'Recording studio' });
    expect(within(experiences).getAllByRole('listitem')).toHaveLength(1);
    expect(session.textContent).toContain('CLP$60,000');
    expect(session.textContent).toContain('4 guests');
    expect(session.textContent).toContain('2:30 PM · 3 hours');
    expect(session.textContent).toContain('Luis R.');

    const stays = screen.getByRole('list', { name: 'Stays' });
    const loft = within(stays).getByRole('listitem', { name: 'Loft in Lastarria' });
    expect(loft.textContent).toContain('CLP$135,000');
    expect(loft.textContent).toContain('Confirmed · 2 guests');
    expect(loft.textContent).toContain('Check-in Apr 14, 2026 · Check-out Apr 17, 2026');
    expect(loft.textContent).toContain('Ana P.');
    expect(
      within(loft).getByRole('link', { name: 'Loft in Lastarria' }).getAttribute('href'),
    ).toMatch(/^\/bookings\/[0-9a-f-]{36}$/);
    // A guest whose account is gone has no card.
    const cabin = within(stays).getByRole('listitem', { name: 'Cabin in Pucón' });
    expect(cabin.textContent).toContain('Deleted account');
    expect(section('Stays')).toBeTruthy();
  });

  it('leaves out a kind the day does not have', async () => {
    renderInRouter(<DayBookings bookings={[fakeStay()]} guests={GUESTS} />);
    expect(await screen.findByRole('heading', { name: 'Stays' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Experiences' })).toBeNull();
  });

  it('says so when the day has no bookings', async () => {
    renderInRouter(<DayBookings bookings={[]} guests={GUESTS} />);
    expect(await screen.findByText('No bookings for this day')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows amounts in the chosen currency, with its decimals', async () => {
    currencyStore.set({ currency: 'USD', rates: { CLP_USD: 0.001 }, ratesTimestamp: null });
    renderInRouter(<DayBookings bookings={[fakeStay({ earningsClp: 135_555 })]} guests={GUESTS} />);
    const loft = await screen.findByRole('listitem', { name: 'Loft in Lastarria' });
    expect(loft.textContent).toContain('$135.56');
  });
});

describe('DayBookingsPanel', () => {
  it('shows a day of three or fewer from the month, without asking again', async () => {
    const calls = stubApi({});
    renderInRouter(<DayBookingsPanel day={fakeDay('2026-04-15', [fakeStay()])} guests={GUESTS} />);
    expect(await screen.findByRole('listitem', { name: 'Loft in Lastarria' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for the whole day when the month holds only its first three', async () => {
    const all = [fakeSession(), fakeStay(), fakeStay(), fakeStay({ title: 'Fourth stay' })];
    const calls = stubApi({
      'GET /host/dashboard/days/2026-04-15': {
        body: { date: '2026-04-15', bookings: all, guests: { [GUEST_ID]: GUESTS[GUEST_ID] } },
      },
    });
    renderInRouter(
      <DayBookingsPanel day={fakeDay('2026-04-15', all.slice(0, 3), 4)} guests={GUESTS} />,
    );
    expect(await screen.findByRole('listitem', { name: 'Fourth stay' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Stays' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /host/dashboard/days/2026-04-15',
    ]);
  });

  it('offers a retry when the whole day does not load', async () => {
    let fail = true;
    const all = [fakeStay(), fakeStay(), fakeStay(), fakeStay({ title: 'Fourth stay' })];
    stubApi({
      'GET /host/dashboard/days/2026-04-15': () =>
        fail
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: { date: '2026-04-15', bookings: all, guests: GUESTS } },
    });
    renderInRouter(
      <DayBookingsPanel day={fakeDay('2026-04-15', all.slice(0, 3), 4)} guests={GUESTS} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this day's bookings.");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Fourth stay' })).toBeTruthy();
  });
});
