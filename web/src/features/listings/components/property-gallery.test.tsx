import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { propertyFixture } from '../test/property-fixture';
import { PropertyGallery } from './property-gallery';

const { instance: i18n, ready } = createI18n();

// The carousel (embla) watches its slides; jsdom has neither observer.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', NoopObserver);
vi.stubGlobal('ResizeObserver', NoopObserver);

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

function renderGallery(photos = 6) {
  render(
    <I18nextProvider i18n={i18n}>
      <PropertyGallery property={propertyFixture({}, photos)} />
    </I18nextProvider>,
  );
}

describe('PropertyGallery', () => {
  it('lays out one large and four small photos with responsive sources', () => {
    renderGallery();
    const grid = screen.getByTestId('photo-grid');
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(5);
    const cover = images[0]!;
    expect(cover.getAttribute('srcset')).toBe(
      '/media/p/1-320.webp 320w, /media/p/1-640.webp 640w, /media/p/1-1024.webp 1024w, /media/p/1-1600.webp 1600w',
    );
    expect(cover.getAttribute('sizes')).toContain('560px');
    expect(cover.getAttribute('style')).toContain('data:image/webp');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(images[1]!.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches at once only the first photo of the variant on screen', () => {
    // jsdom's matchMedia (test setup) matches nothing: a phone, the swipe carousel.
    renderGallery();
    const gridCover = within(screen.getByTestId('photo-grid')).getAllByRole('img')[0]!;
    const carouselCover = within(screen.getByTestId('photo-carousel')).getAllByRole('img')[0]!;
    expect(carouselCover.getAttribute('loading')).toBe('eager');
    expect(carouselCover.getAttribute('fetchpriority')).toBe('high');
    expect(carouselCover.getAttribute('sizes')).toBe('100vw');
    expect(gridCover.getAttribute('loading')).toBe('lazy');
    expect(gridCover.getAttribute('fetchpriority')).toBeNull();
  });

  it('on a wide screen the grid’s large photo is the one fetched first', () => {
    const original = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...original(query),
      matches: query === '(min-width: 768px)',
    }));
    try {
      renderGallery();
      const gridCover = within(screen.getByTestId('photo-grid')).getAllByRole('img')[0]!;
      const carouselCover = within(screen.getByTestId('photo-carousel')).getAllByRole('img')[0]!;
      expect(gridCover.getAttribute('loading')).toBe('eager');
      expect(gridCover.getAttribute('fetchpriority')).toBe('high');
      expect(carouselCover.getAttribute('loading')).toBe('lazy');
    } finally {
      vi.stubGlobal('matchMedia', original);
    }
  });

  it('opens the viewer on a photo; arrows move, the ends stop, Escape closes', async () => {
    const user = userEvent.setup();
    renderGallery();
    const grid = screen.getByTestId('photo-grid');
    await user.click(within(grid).getByRole('button', { name: 'Open photo 2' }));
    const viewer = await screen.findByTestId('photo-viewer');
    const counter = within(viewer).getByTestId('photo-counter');
    expect(counter.textContent).toBe('2 / 6');
    await user.keyboard('{ArrowRight}');
    expect(counter.textContent).toBe('3 / 6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(counter.textContent).toBe('1 / 6');
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe(
      'Photo 1 of Depto luminoso en Las Condes',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(counter.textContent).toBe('2 / 6');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
  });

  it('shows every photo from the "Show all photos" button', async () => {
    const user = userEvent.setup();
    renderGallery(8);
    await user.click(screen.getByRole('button', { name: 'Show all 8 photos' }));
    expect(screen.getByTestId('photo-counter').textContent).toBe('1 / 8');
  });

  it('falls back to the subcategory icon without photos', () => {
    renderGallery(0);
    expect(screen.getByRole('img', { name: "The host hasn't added photos yet." })).toBeTruthy();
  });
});
