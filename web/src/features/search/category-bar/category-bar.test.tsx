import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_IDS, STAY_THEMES, SUBCATEGORIES } from '@arrendo/contracts/web';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { barItems } from './bar-items';
import { CategoryBar } from './category-bar';

beforeAll(() => i18nReady('en'));

async function renderBarAt(href: string, name = 'Categories') {
  const view = renderInRouter(<CategoryBar />);
  await view.router.navigate({ href });
  const bar = await screen.findByRole('navigation', { name });
  return { ...view, bar };
}

const search = (router: { state: { location: { search: Record<string, unknown> } } }) =>
  router.state.location.search;

describe('barItems', () => {
  it('per day: trending, then the stay themes', () => {
    expect(barItems('day').map((i) => i.id)).toEqual([...STAY_THEMES]);
  });

  it('per hour: featured first, then each category followed by its subcategories', () => {
    const ids = barItems('hour').map((i) => i.id);
    expect(ids.slice(0, 7)).toEqual([
      'featured',
      'productions',
      'studio',
      'recording',
      'film-studio',
      'theater',
      'workshop',
    ]);
    expect(ids).toHaveLength(1 + CATEGORY_IDS.length + SUBCATEGORIES.length);
  });
});

describe('CategoryBar', () => {
  it('per day shows the stay themes and writes the chosen one to the URL', async () => {
    const user = userEvent.setup();
    const { bar, router } = await renderBarAt('/?type=day&location=Santiago');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons[0]?.textContent).toContain('Trending');
    expect(within(bar).queryByRole('button', { name: /Padel court/ })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: /Cabins/ }));
    await waitFor(() => expect(search(router).category).toBe('cabins'));
    // Filtering keeps the rest of the search.
    expect(search(router).location).toBe('Santiago');
    expect(
      within(bar)
        .getByRole('button', { name: /Cabins/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('choosing the current one again removes the filter', async () => {
    const user = userEvent.setup();
    const { bar, router } = await renderBarAt('/?category=trending');
    expect(
      within(bar)
        .getByRole('button', { name: /Trending/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(bar).getByRole('button', { name: /Trending/ }));
    await waitFor(() => expect(search(router).category).toBeUndefined());
  });

  it('per hour shows the category tree; Featured removes the filter', async () => {
    const user = userEvent.setup();
    const { bar, router } = await renderBarAt('/?type=hour');
    expect(
      within(bar)
        .getByRole('button', { name: /Featured/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(bar).queryByRole('button', { name: /Cabins/ })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: /Padel court/ }));
    await waitFor(() => expect(search(router).category).toBe('padel'));
    expect(search(router).type).toBe('hour');
    await user.click(within(bar).getByRole('button', { name: /Wellness & sports/ }));
    await waitFor(() => expect(search(router).category).toBe('wellness'));
    await user.click(within(bar).getByRole('button', { name: /Featured/ }));
    await waitFor(() => expect(search(router).category).toBeUndefined());
  });

  it('draws an SVG icon on every item in both modes, never an emoji', async () => {
    for (const href of ['/?type=day', '/?type=hour']) {
      const { bar, unmount } = await renderBarAt(href);
      const buttons = within(bar).getAllByRole('button');
      await waitFor(() => expect(bar.querySelectorAll('button svg')).toHaveLength(buttons.length));
      expect(bar.textContent).not.toMatch(/\p{Emoji_Presentation}|\uFE0F/u);
      unmount();
    }
  });

  it('speaks Spanish', async () => {
    await i18nReady('es');
    try {
      const { bar } = await renderBarAt('/?type=day', 'Categorías');
      expect(within(bar).getByRole('button', { name: /Tendencias/ })).toBeTruthy();
      expect(within(bar).getByRole('button', { name: /Cabañas/ })).toBeTruthy();
    } finally {
      await i18nReady('en');
    }
  });
});
