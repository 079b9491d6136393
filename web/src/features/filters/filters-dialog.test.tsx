import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyStore } from '@/features/preferences/currency-store';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { FiltersButton } from './filters-button';

beforeAll(async () => {
  await i18nReady('en');
  // Transform the lazy chunk once, so the waits below measure the dialog.
  await import('./components/filters-modal');
}, 30_000);

async function openDialog(variant: 'desktop' | 'mobile' = 'desktop', search = {}) {
  const user = userEvent.setup();
  const view = renderInRouter(<FiltersButton variant={variant} />);
  await act(() => view.router.navigate({ to: '/', search }));
  await user.click(await screen.findByTestId(`filters-button-${variant}`));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { ...view, user, dialog };
}

const query = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>;

describe('filters dialog', () => {
  it('opens on All filters with Essentials expanded, locks the page scroll, Show results off', async () => {
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByRole('tab', { name: 'All filters' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All filters', 'Sort', 'Price', 'Rooms', 'Amenities', 'More']);
    // Essentials shows 4 items, the two other groups are collapsed.
    const essentials = within(dialog).getByTestId('amenity-preview-essentials');
    expect(within(essentials).getAllByRole('checkbox')).toHaveLength(4);
    const features = within(dialog).getByTestId('amenity-preview-features');
    expect(within(features).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(within(features).getByRole('button', { name: 'Show Features' }));
    expect(within(features).getAllByRole('checkbox')).toHaveLength(2);
    // The sort preview has the first two options.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(screen.getByTestId('filters-show-results')).toHaveProperty('disabled', true);
  });

  it('applies the changes to the URL and closes', async () => {
    const { dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Increase: Bedrooms' }));
    await user.click(within(dialog).getByTestId('amenity-wifi'));
    await user.click(within(dialog).getByTestId('sort-price_asc'));
    await user.click(within(dialog).getByTestId('toggle-pets'));
    // The maximum handle: End goes to the top, one left step to 1990.
    const max = within(dialog).getByRole('slider', { name: 'Maximum price' });
    fireEvent.keyDown(max, { key: 'End' });
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    expect(max.getAttribute('aria-valuenow')).toBe('1990');
    expect(max.getAttribute('aria-valuetext')).toBe('CLP$1,990,000');
    await user.click(screen.getByTestId('filters-show-results'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(query(router)).toMatchObject({
      bedrooms: 1,
      amenities: 'wifi',
      sort: 'price_asc',
      pets: true,
      minPrice: 50,
      maxPrice: 1990,
    });
    // The indicator: bedrooms, wifi, pets, price and the sort on desktop.
    expect(screen.getByTestId('filters-count').textContent).toBe('5');
    expect(screen.getByRole('button', { name: 'Filters, 5 applied' })).toBeTruthy();
  });

  it('discards the changes on Escape and starts again from the URL on reopening', async () => {
    const { dialog, user, router } = await openDialog('desktop', { bedrooms: 2 });
    await user.click(within(dialog).getByRole('tab', { name: 'Rooms' }));
    const bedrooms = within(dialog).getByTestId('counter-bedrooms-value');
    expect(bedrooms.textContent).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Decrease: Bedrooms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decrease: Bedrooms' }));
    expect(bedrooms.textContent).toBe('Any');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(query(router)).toMatchObject({ bedrooms: 2 });
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);

    await user.click(screen.getByTestId('filters-button-desktop'));
    const again = await screen.findByRole('dialog');
    expect(
      within(again).getByRole('tab', { name: 'All filters' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(again).getByTestId('counter-bedrooms-value').textContent).toBe('2');
  });

  it('Clear all returns to the defaults and enables Show results', async () => {
    const { dialog, user, router } = await openDialog('desktop', {
      minPrice: 100,
      maxPrice: 600,
      instant: true,
      sort: 'rating',
      amenities: 'tv',
    });
    expect(within(dialog).getByTestId('price-range-label').textContent).toBe(
      'CLP$100,000 – CLP$600,000',
    );
    await user.click(screen.getByTestId('filters-clear'));
    expect(within(dialog).getByTestId('price-range-label').textContent).toBe(
      'CLP$50,000 – CLP$1,000,000',
    );
    expect(within(dialog).getByTestId('toggle-instant').getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByTestId('filters-show-results'));
    const after = query(router);
    for (const key of ['minPrice', 'maxPrice', 'instant', 'sort', 'amenities']) {
      expect(after[key]).toBeUndefined();
    }
    expect(screen.getByTestId('filters-button-desktop').dataset.active).toBe('false');
  });

  it('bounds the number inputs and follows the currency', async () => {
    currencyStore.set((prev) => ({ ...prev, currency: 'USD' }));
    const { dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'See all: Price range' }));
    expect(within(dialog).getByRole('tab', { name: 'Price' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const min = within(dialog).getByTestId('price-min-input');
    const max = within(dialog).getByTestId('price-max-input');
    expect((min as HTMLInputElement).value).toBe('50');
    await user.clear(max);
    await user.type(max, '20');
    await user.tab();
    // The maximum's lower bound is the minimum plus 10.
    expect((max as HTMLInputElement).value).toBe('60');
    await user.clear(min);
    await user.type(min, 'abc');
    await user.tab();
    // Non-numeric counts as 0.
    expect((min as HTMLInputElement).value).toBe('0');
    expect(within(dialog).getByTestId('price-range-label').textContent).toBe('US$0 – US$60');
    await user.click(screen.getByTestId('filters-show-results'));
    expect(query(router)).toMatchObject({ minPrice: 0, maxPrice: 60 });
    currencyStore.set((prev) => ({ ...prev, currency: 'CLP' }));
  });

  it('shows a dot on mobile, where a sort alone does not count', async () => {
    const { router } = renderInRouter(<FiltersButton variant="mobile" />);
    await act(() => router.navigate({ to: '/', search: { sort: 'rating' } }));
    const button = await screen.findByTestId('filters-button-mobile');
    expect(screen.queryByTestId('filters-dot')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Filters');
    await act(() => router.navigate({ to: '/', search: { sort: 'rating', instant: true } }));
    expect(screen.getByTestId('filters-dot')).toBeTruthy();
    expect(button.getAttribute('aria-label')).toBe('Filters, some applied');
  });
});
