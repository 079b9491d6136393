import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingClaim, Claim, ClaimResponse } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import {
  BOOKING_ID,
  GUEST_ID,
  HOST_ID,
  PROPERTY_ID,
  fakeBooking,
} from '@/features/trips/test-support';
import { BookingClaimsSection } from './booking-claims';

const CLAIM_ID = '55555555-5555-4555-8555-555555555555';
const ENDED = '2026-01-10T14:00:00.000Z';

// A stay that has ended (the section asks for claims only then).
const booking = fakeBooking({ startsAt: '2026-01-07T18:00:00.000Z', endsAt: ENDED });

function claimWindow(overrides: Partial<BookingClaim> = {}): BookingClaim {
  return {
    bookingId: BOOKING_ID,
    role: 'host',
    window: 'open',
    opensAt: ENDED,
    closesAt: '2026-01-24T14:00:00.000Z',
    claims: [],
    canOpen: true,
    maxAmount: 1_119_000,
    ...overrides,
  };
}

function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: CLAIM_ID,
    bookingId: BOOKING_ID,
    propertyId: PROPERTY_ID,
    listingTitle: 'Casa en Pucón',
    hostId: HOST_ID,
    guestId: GUEST_ID,
    amount: 45000,
    currency: 'CLP',
    description: 'The glass table was cracked across the top.',
    photos: [],
    status: 'open',
    stayEndedAt: ENDED,
    windowClosesAt: '2026-01-24T14:00:00.000Z',
    createdAt: '2026-01-11T10:00:00.000Z',
    updatedAt: '2026-01-11T10:00:00.000Z',
    decidedAt: null,
    approvedAmount: null,
    decisionNote: null,
    ...overrides,
  };
}

const opened: ClaimResponse = {
  role: 'host',
  claim: claim(),
  messages: [],
  canMessage: true,
  people: {},
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingClaimsSection', () => {
  it('sends what a Chilean host types, 45.000, as 45000 pesos and opens the claim', async () => {
    await i18nReady('es');
    const calls = stubApi({
      [`GET /bookings/${BOOKING_ID}/claim`]: { body: claimWindow() },
      'POST /claims': { status: 201, body: opened },
    });
    renderInRouter(<BookingClaimsSection booking={booking} />, { user: fakeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Reclamar daños' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reclamar daños' });
    await userEvent.type(within(dialog).getByLabelText('Monto (CLP)'), '45,5');
    await userEvent.type(
      within(dialog).getByLabelText('Qué pasó'),
      'La mesa de vidrio quedó trizada de lado a lado.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reclamo' }));
    expect(await within(dialog).findByText('Ingresa pesos enteros, sin decimales.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Monto (CLP)'));
    await userEvent.type(within(dialog).getByLabelText('Monto (CLP)'), '45.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reclamo' }));

    expect(await screen.findByTestId('elsewhere')).toHaveProperty(
      'textContent',
      `at /claims/${CLAIM_ID}`,
    );
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/claims');
    expect(sent?.body).toMatchObject({
      bookingId: BOOKING_ID,
      amount: 45000,
      description: 'La mesa de vidrio quedó trizada de lado a lado.',
      photoIds: [],
    });
  });

  it('refuses more than the booking allows before asking the server', async () => {
    await i18nReady('en');
    const calls = stubApi({ [`GET /bookings/${BOOKING_ID}/claim`]: { body: claimWindow() } });
    renderInRouter(<BookingClaimsSection booking={booking} />, { user: fakeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Report damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage' });
    await userEvent.type(within(dialog).getByLabelText('Amount (CLP)'), '1,119,001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(
      await within(dialog).findByText('You can claim at most CLP$1,119,000 for this stay.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Describe the damage in at least 20 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a claim with its state and link, and offers nothing once the window closed', async () => {
    await i18nReady('en');
    stubApi({
      [`GET /bookings/${BOOKING_ID}/claim`]: {
        body: claimWindow({
          window: 'closed',
          canOpen: false,
          claims: [claim({ status: 'approved', approvedAmount: 30000 })],
        }),
      },
    });
    renderInRouter(<BookingClaimsSection booking={booking} />, { user: fakeUser() });

    const line = await screen.findByTestId('booking-claim');
    expect(within(line).getByTestId('claim-status').textContent).toBe('Approved');
    expect(within(line).getByText(/CLP\$45,000 · opened/)).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'View claim' }).getAttribute('href')).toBe(
      `/claims/${CLAIM_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Report damage' })).toBeNull();
  });

  it('asks nothing for a stay that has not ended', async () => {
    await i18nReady('en');
    const calls = stubApi({});
    renderInRouter(
      <>
        <p>Trip page</p>
        {/* fakeBooking() ends in 2099. */}
        <BookingClaimsSection booking={fakeBooking()} />
      </>,
      { user: fakeUser() },
    );
    expect(await screen.findByText('Trip page')).toBeTruthy();
    expect(screen.queryByTestId('booking-claims')).toBeNull();
    expect(calls).toEqual([]);
  });
});
