import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hitFixture } from '@/features/home/test/search-hit-fixture';
import { i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { ListingCard } from './listing-card';

beforeAll(() => i18nReady('en'));
afterEach(() => vi.restoreAllMocks());

const dots = () =>
  Array.from(screen.getByTestId('photo-dots').children).map((d) => d.getAttribute('data-current'));

async function renderCard(photos: number, onHoverChange = vi.fn()) {
  stubApi({});
  const hit = hitFixture(7, {}, photos);
  renderInRouter(<ListingCard property={hit} eager onHoverChange={onHoverChange} />);
  await screen.findByTestId('listing-card');
  return { hit, onHoverChange };
}

function sizedTrack() {
  const track = screen.getByTestId('photo-track');
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

describe('ListingCard photo carousel', () => {
  it('shows the first photo, fetches the others only on interest, and steps with the buttons', async () => {
    const user = userEvent.setup();
    await renderCard(3);
    const card = screen.getByTestId('listing-card');
    expect(within(card).getAllByRole('img')).toHaveLength(1);
    expect(dots()).toEqual(['true', 'false', 'false']);
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();

    const { scrollTo } = sizedTrack();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(dots()).toEqual(['false', 'true', 'false']);
    expect(card.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(dots()).toEqual(['true', 'false', 'false']);
  });

  it('counts every photo of the listing, not only the five a result brings', async () => {
    stubApi({});
    const hit = hitFixture(8, { photoCount: 6 }, 5);
    renderInRouter(<ListingCard property={hit} eager />);
    await screen.findByTestId('listing-card');
    expect(screen.getByText('Photo 1 of 6')).toBeTruthy();
  });

  it('follows a swipe (the strip scrolled by hand) and hides Next on the last photo', async () => {
    await renderCard(3);
    const { track } = sizedTrack();
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(dots()).toEqual(['false', 'false', 'true']);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
  });

  it('keeps the buttons out of the link (a click on them must not navigate)', async () => {
    await renderCard(3);
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(next.closest('a')).toBeNull();
    expect(screen.getByTestId('photo-track').closest('a')?.getAttribute('href')).toBe(
      `/property/${hitFixture(7).id}`,
    );
  });

  it('has no carousel for a single photo', async () => {
    await renderCard(1);
    expect(screen.queryByTestId('photo-dots')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(within(screen.getByTestId('listing-card')).getAllByRole('img')).toHaveLength(1);
  });

  it('reports hover and focus for the map', async () => {
    const user = userEvent.setup();
    const { hit, onHoverChange } = await renderCard(2);
    await user.hover(screen.getByTestId('listing-card'));
    expect(onHoverChange).toHaveBeenLastCalledWith(hit.id, true);
    await user.unhover(screen.getByTestId('listing-card'));
    expect(onHoverChange).toHaveBeenLastCalledWith(hit.id, false);
  });
});
