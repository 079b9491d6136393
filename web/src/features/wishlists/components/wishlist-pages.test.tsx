import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PropertySummary, WishlistDetail } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { WishlistNotFound, WishlistPage } from './wishlist-page';
import { WishlistsPage } from './wishlists-page';

const LIST_ID = '55555555-5555-4555-8555-555555555555';
const PROPERTY_ID = '66666666-6666-4666-8666-666666666666';

const property: PropertySummary = {
  id: PROPERTY_ID,
  hostId: '00000000-0000-4000-8000-000000000009',
  title: 'Studio in Valparaíso',
  listingType: 'experience',
  category: 'productions',
  subcategory: 'studio',
  location: 'Cerro Alegre, Valparaíso',
  city: 'Valparaíso',
  lat: -33.04,
  lng: -71.62,
  price: { amount: 15000, currency: 'CLP' },
  priceUnit: 'hour',
  maxGuests: 6,
  bedrooms: 0,
  rating: 0,
  reviewCount: 0,
  instantBook: false,
  petsAllowed: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  cover: null,
};

const detail: WishlistDetail = {
  id: LIST_ID,
  name: 'Shoots',
  itemCount: 1,
  cover: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  items: [property],
};
const { items: _items, ...summary } = detail;

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('WishlistsPage', () => {
  it('shows each list as a tile with its name and count', async () => {
    stubApi({ 'GET /wishlists': { body: { items: [summary] } } });
    renderInRouter(<WishlistsPage />, { user: fakeUser() });
    const tile = await screen.findByRole('link', { name: /Shoots/ });
    expect(tile.getAttribute('href')).toBe(`/wishlists/${LIST_ID}`);
    expect(within(tile).getByText('1 saved')).toBeTruthy();
  });

  it('creates an empty list', async () => {
    let items: unknown[] = [];
    const calls = stubApi({
      'GET /wishlists': () => ({ body: { items } }),
      'POST /wishlists': () => {
        items = [summary];
        return { status: 201, body: summary };
      },
    });
    renderInRouter(<WishlistsPage />, { user: fakeUser() });
    expect(await screen.findByText('Create your first wishlist')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New wishlist' }));
    const dialog = screen.getByRole('dialog', { name: 'New wishlist' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shoots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: /Shoots/ })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Shoots' });
  });
});

describe('WishlistPage', () => {
  it('lists the saved listings and removes one from this list', async () => {
    let current = detail;
    const calls = stubApi({
      [`GET /wishlists/${LIST_ID}`]: () => ({ body: current }),
      'GET /wishlists/saved': { body: { propertyIds: [PROPERTY_ID] } },
      [`DELETE /wishlists/${LIST_ID}/items/${PROPERTY_ID}`]: () => {
        current = { ...detail, itemCount: 0, items: [] };
        return { body: { ...summary, itemCount: 0 } };
      },
    });
    renderInRouter(<WishlistPage id={LIST_ID} />, { user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoots' })).toBeTruthy();
    expect(screen.getByTestId('listing-card')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Studio in Valparaíso' }));
    expect(await screen.findByText('Removed Studio in Valparaíso from this list')).toBeTruthy();
    expect(await screen.findByText('Nothing saved yet')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('renames the list', async () => {
    const calls = stubApi({
      [`GET /wishlists/${LIST_ID}`]: { body: detail },
      'GET /wishlists/saved': { body: { propertyIds: [PROPERTY_ID] } },
      [`PATCH /wishlists/${LIST_ID}`]: { body: { ...summary, name: 'Photo shoots' } },
    });
    renderInRouter(<WishlistPage id={LIST_ID} />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename this wishlist' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Photo shoots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo shoots' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Photo shoots' });
  });

  it('deletes the list after confirmation and returns to the lists', async () => {
    const calls = stubApi({
      [`GET /wishlists/${LIST_ID}`]: { body: detail },
      'GET /wishlists/saved': { body: { propertyIds: [PROPERTY_ID] } },
      [`DELETE /wishlists/${LIST_ID}`]: { status: 204 },
    });
    const { router } = renderInRouter(<WishlistPage id={LIST_ID} />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this wishlist?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Wishlist deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlists'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/wishlists/${LIST_ID}`)).toBe(
      true,
    );
  });

  it('an unknown list says so', async () => {
    stubApi({});
    renderInRouter(<WishlistPage id={LIST_ID} />, {
      user: fakeUser(),
      notFoundComponent: WishlistNotFound,
    });
    expect(await screen.findByText('This wishlist does not exist.')).toBeTruthy();
  });
});
