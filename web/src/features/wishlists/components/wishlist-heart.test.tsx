import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PropertySummary, Wishlist } from '@arrendo/contracts/web';
import { OPEN_AUTH_MODAL_EVENT, type OpenAuthModalDetail } from '@/features/auth/auth-events';
import { ListingCard } from '@/features/listings/components/listing-card';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';

const PROPERTY_ID = '33333333-3333-4333-8333-333333333333';
const LIST_ID = '44444444-4444-4444-8444-444444444444';

const property: PropertySummary = {
  id: PROPERTY_ID,
  hostId: '00000000-0000-4000-8000-000000000009',
  title: 'Cabin by the lake',
  listingType: 'home',
  category: 'recreation',
  subcategory: 'house',
  location: 'Puerto Varas, Los Lagos',
  city: 'Puerto Varas',
  lat: -41.3,
  lng: -72.98,
  price: { amount: 80000, currency: 'CLP' },
  priceUnit: 'day',
  maxGuests: 4,
  bedrooms: 2,
  rating: 4.8,
  reviewCount: 12,
  instantBook: true,
  petsAllowed: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  cover: null,
};

function list(name: string, itemCount = 0): Wishlist {
  return {
    id: LIST_ID,
    name,
    itemCount,
    cover: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

beforeAll(() => i18nReady('en'));

const listeners: ((e: Event) => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const l of listeners.splice(0)) document.removeEventListener(OPEN_AUTH_MODAL_EVENT, l);
});

function heart() {
  return screen.getByTestId('wishlist-heart');
}

describe('WishlistHeart on a ListingCard', () => {
  it('signed out: asks for the login modal and does not follow the card’s link', async () => {
    const calls = stubApi({});
    const opened: OpenAuthModalDetail[] = [];
    const listener = (e: Event) => {
      opened.push((e as CustomEvent<OpenAuthModalDetail>).detail);
      e.preventDefault();
    };
    listeners.push(listener);
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    const { router } = renderInRouter(<ListingCard property={property} />);

    const button = await screen.findByRole('button', { name: 'Save Cabin by the lake' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(opened).toEqual([{ isSignUp: false }]);
    expect(router.state.location.pathname).toBe('/');
    // Signed out, nobody asks which listings are saved.
    expect(calls.some((c) => c.path === '/wishlists/saved')).toBe(false);
  });

  it('signed in: saves into a new named list from the dialog', async () => {
    const calls = stubApi({
      'GET /wishlists/saved': { body: { propertyIds: [] } },
      'GET /wishlists': { body: { items: [] } },
      'POST /wishlists': { status: 201, body: list('Lakes', 1) },
    });
    const { router } = renderInRouter(<ListingCard property={property} />, { user: fakeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Save Cabin by the lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a wishlist' });
    // No lists yet: the name form shows at once. An empty name is refused in the browser.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create and save' }));
    expect(await within(dialog).findByText('Please name your wishlist')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lakes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and save' }));

    expect(await screen.findByText('Saved to Lakes')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Lakes',
      propertyId: PROPERTY_ID,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pressed = screen.getByRole('button', { name: 'Remove Cabin by the lake from wishlists' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed in: saves into an existing list', async () => {
    const calls = stubApi({
      'GET /wishlists/saved': { body: { propertyIds: [] } },
      'GET /wishlists': { body: { items: [list('Weekend', 3)] } },
      [`PUT /wishlists/${LIST_ID}/items/${PROPERTY_ID}`]: { body: list('Weekend', 4) },
    });
    renderInRouter(<ListingCard property={property} />, { user: fakeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Save Cabin by the lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a wishlist' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Weekend/ }));
    expect(await screen.findByText('Saved to Weekend')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('saved: one click removes it from every list', async () => {
    const calls = stubApi({
      'GET /wishlists/saved': { body: { propertyIds: [PROPERTY_ID] } },
      [`DELETE /wishlists/saved/${PROPERTY_ID}`]: { body: { propertyIds: [] } },
    });
    renderInRouter(<ListingCard property={property} />, { user: fakeUser() });

    const button = await screen.findByRole('button', {
      name: 'Remove Cabin by the lake from wishlists',
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(await screen.findByText('Removed Cabin by the lake from your wishlists')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed removal fills the heart again', async () => {
    stubApi({
      'GET /wishlists/saved': { body: { propertyIds: [PROPERTY_ID] } },
      [`DELETE /wishlists/saved/${PROPERTY_ID}`]: {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'down' } },
      },
    });
    renderInRouter(<ListingCard property={property} />, { user: fakeUser() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Cabin by the lake from wishlists' }),
    );
    expect(
      await screen.findByText('Could not remove it from your wishlists. Please try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
  });
});
