import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingSummary } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { ManageListingsPage, ManageListingsPageError } from './manage-listings-page';

const DRAFT_ID = '11111111-1111-4111-8111-111111111111';
const LIVE_ID = '22222222-2222-4222-8222-222222222222';

function summary(over: Partial<ListingSummary>): ListingSummary {
  return {
    id: DRAFT_ID,
    status: 'draft',
    listingType: 'home',
    title: null,
    location: null,
    price: null,
    priceUnit: null,
    cover: null,
    photoCount: 0,
    problemCount: 3,
    updatedAt: '2026-11-20T12:00:00.000Z',
    publishedAt: null,
    ...over,
  };
}

const draft = summary({});
const live = summary({
  id: LIVE_ID,
  status: 'published',
  title: 'Loft in Lastarria',
  location: 'Santiago Centro, Santiago',
  price: { amount: 45000, currency: 'CLP' },
  priceUnit: 'day',
  photoCount: 6,
  problemCount: 0,
  publishedAt: '2026-11-20T12:00:00.000Z',
});

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  return renderInRouter(<ManageListingsPage />, {
    user: fakeUser(),
    errorComponent: ManageListingsPageError,
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('ManageListingsPage', () => {
  it('shows each listing with its cover, status, price, what is left and when it changed', async () => {
    stubApi({ 'GET /host/listings': { body: { items: [draft, live] } } });
    renderPage();

    const untitled = await screen.findByRole('listitem', { name: 'Untitled draft' });
    expect(within(untitled).getByTestId('listing-status').textContent).toBe('Draft');
    expect(within(untitled).getByText('3 things left to finish')).toBeTruthy();
    expect(within(untitled).getByTestId('cover-placeholder')).toBeTruthy();
    expect(within(untitled).getByText('No price yet')).toBeTruthy();
    expect(within(untitled).getByText('Updated Nov 20, 2026')).toBeTruthy();

    const loft = row('Loft in Lastarria');
    expect(within(loft).getByTestId('listing-status').textContent).toBe('Published');
    expect(within(loft).getByTestId('listing-price').textContent).toMatch(/45.*day/);
    expect(within(loft).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(untitled).getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(
      within(loft).getByRole('link', { name: 'Edit Loft in Lastarria' }).getAttribute('href'),
    ).toBe(`/edit-listing/${LIVE_ID}`);
  });

  it('offers a preview only for listings that are published or ready', async () => {
    stubApi({ 'GET /host/listings': { body: { items: [draft, live] } } });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Untitled draft' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Availability' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Preview' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for Loft in Lastarria' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Preview' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`at /property/${LIVE_ID}`);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    let items = [draft, live];
    const calls = stubApi({
      'GET /host/listings': () => ({ body: { items } }),
      [`DELETE /host/listings/${LIVE_ID}`]: () => {
        items = [draft];
        return { status: 204 };
      },
    });
    renderPage();
    const more = await screen.findByRole('button', { name: 'More actions for Loft in Lastarria' });

    await userEvent.click(more);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(/“Loft in Lastarria” will be removed/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(row('Loft in Lastarria')).toBeTruthy();

    await userEvent.click(more);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Loft in Lastarria was deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/host/listings/${LIVE_ID}`,
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Loft in Lastarria' })).toBeNull(),
    );
  });

  it('says why a listing with upcoming confirmed bookings was not deleted, and keeps it', async () => {
    stubApi({
      'GET /host/listings': { body: { items: [live] } },
      [`DELETE /host/listings/${LIVE_ID}`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'This listing has 2 upcoming confirmed bookings.',
            details: {
              reason: 'upcoming_bookings',
              count: 2,
              bookings: [1, 2].map((n) => ({
                id: `3333333${n}-3333-4333-8333-333333333333`,
                role: 'host',
                startsAt: '2026-12-10T03:00:00.000Z',
                endsAt: '2026-12-12T03:00:00.000Z',
              })),
            },
          },
        },
      },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Loft in Lastarria' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await screen.findByText(
        'Loft in Lastarria has 2 upcoming confirmed bookings. Cancel them under Bookings of your listings before deleting the listing.',
      ),
    ).toBeTruthy();
    expect(row('Loft in Lastarria')).toBeTruthy();
  });

  it('unpublishes a published listing', async () => {
    let items = [draft, live];
    const calls = stubApi({
      'GET /host/listings': () => ({ body: { items } }),
      [`POST /host/listings/${LIVE_ID}/unpublish`]: () => {
        items = [draft, { ...live, status: 'unlisted' }];
        return { body: listingOf(LIVE_ID, 'unlisted') };
      },
    });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Loft in Lastarria' })).getByRole(
        'button',
        { name: 'Unpublish' },
      ),
    );
    expect(await screen.findByText('Loft in Lastarria is hidden from guests')).toBeTruthy();
    await waitFor(() =>
      expect(within(row('Loft in Lastarria')).getByTestId('listing-status').textContent).toBe(
        'Unlisted',
      ),
    );
    expect(calls.some((c) => c.path === `/host/listings/${LIVE_ID}/unpublish`)).toBe(true);
  });

  it('a publish refused for missing things takes the host to the first problem’s step', async () => {
    stubApi({
      'GET /host/listings': { body: { items: [draft] } },
      [`POST /host/listings/${DRAFT_ID}/publish`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'The listing is not ready',
            details: {
              problems: [
                { step: 'photos', field: 'photos', code: 'photosRequired', message: 'x' },
                { step: 'pricing', field: 'price', code: 'priceRequired', message: 'y' },
              ],
            },
          },
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('A few things are missing before you can publish')).toBeTruthy();
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      `at /edit-listing/${DRAFT_ID}?step=photos`,
    );
  });

  it('an empty list invites the host to create one with the listing-type chooser', async () => {
    stubApi({ 'GET /host/listings': { body: { items: [] } } });
    renderPage();
    expect(await screen.findByText('No listings yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(screen.getByRole('dialog', { name: 'What would you like to list?' })).toBeTruthy();
  });

  it('a failed load shows an error with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /host/listings': () =>
        fail
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: { items: [live] } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Loft in Lastarria' })).toBeTruthy();
  });
});

function listingOf(id: string, status: ListingSummary['status']) {
  return {
    id,
    hostId: '00000000-0000-4000-8000-000000000001',
    status,
    timeZone: 'America/Santiago',
    photos: [],
    publishProblems: [],
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    publishedAt: '2026-11-20T12:00:00.000Z',
    listingType: 'home',
    category: 'recreation',
    subcategory: 'apartment',
    highlights: [],
    maxGuests: 2,
    sizeM2: null,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    sessionHours: null,
    minHours: null,
    address: 'José Victorino Lastarria 70',
    location: 'Santiago Centro, Santiago',
    city: 'Santiago',
    region: 'Metropolitana',
    lat: -33.437,
    lng: -70.64,
    amenities: [],
    title: 'Loft in Lastarria',
    description: 'A bright loft.',
    houseRules: '',
    hostInstructions: '',
    price: 45000,
    extraFees: [],
    refundPolicy: 'flexible',
    instantBook: true,
  };
}
