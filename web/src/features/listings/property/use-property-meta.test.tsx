import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Property } from '@arrendo/contracts/web';
import { shareImage, usePropertyMeta } from './use-property-meta';

const property = {
  id: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
  title: 'Cabaña junto al lago',
  description: 'Madera, estufa y vista al volcán.',
  photos: [
    {
      id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
      url: '/media/l/p/1024.webp',
      width: 1600,
      height: 1000,
      variants: [
        { url: '/media/l/p/640.webp', width: 640 },
        { url: '/media/l/p/1600.webp', width: 1600 },
      ],
      placeholder: null,
    },
  ],
} as unknown as Property;

const content = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute('content'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePropertyMeta', () => {
  it('updates the tags the server wrote for this page and restores the defaults on leaving', () => {
    const url = `${window.location.origin}/property/${property.id}`;
    document.head.innerHTML = `
      <meta name="description" content="Junto al lago" data-default="Default" />
      <meta property="og:title" content="Arrendo | Old" data-default="Arrendo" />
      <meta property="og:url" content="${url}" data-default="" />
      <meta property="og:image" content="https://x/og-default.png" />
      <link rel="canonical" href="${url}" data-default="" />`;
    const { unmount } = renderHook(() => usePropertyMeta(property));
    expect(content('meta[property="og:title"]')).toEqual(['Arrendo | Cabaña junto al lago']);
    expect(content('meta[name="description"]')).toEqual(['Madera, estufa y vista al volcán.']);
    expect(content('meta[property="og:url"]')).toEqual([url]);
    expect(content('meta[property="og:image"]')).toEqual([
      `${window.location.origin}/media/l/p/1600.webp`,
    ]);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.title).toBe('Arrendo | Cabaña junto al lago');

    unmount();
    expect(content('meta[property="og:title"]')).toEqual(['Arrendo']);
    expect(content('meta[name="description"]')).toEqual(['Default']);
    expect(content('meta[property="og:url"]')).toEqual([]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(content('meta[property="og:image"]')).toEqual(['https://x/og-default.png']);
    // Made by the hook: gone again.
    expect(content('meta[property="og:image:width"]')).toEqual([]);
  });
});

describe('shareImage', () => {
  it('takes a wide raster cover, else the default share image', () => {
    expect(shareImage(property.photos)).toEqual({
      url: '/media/l/p/1600.webp',
      width: 1600,
      height: 1000,
    });
    expect(shareImage([])).toEqual({ url: '/og-default.png', width: 1200, height: 630 });
    const svg = [
      { ...property.photos[0], url: '/media/demo/a.svg', variants: [] },
    ] as Property['photos'];
    expect(shareImage(svg).url).toBe('/og-default.png');
  });
});
