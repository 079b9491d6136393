import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from '@arrendo/contracts/web';
import { preloadPhoto } from './startup';

const base: Photo = {
  id: '00000000-0000-4000-8000-000000000001',
  url: '/media/listings/a/b/1024.webp',
  width: 1600,
  height: 1067,
  variants: [],
  placeholder: null,
};

function preloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

describe('preloadPhoto', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('asks for the rendition the page will pick, at high priority', () => {
    preloadPhoto(
      {
        ...base,
        variants: [
          { url: '/media/listings/a/b/320.webp', width: 320 },
          { url: '/media/listings/a/b/640.webp', width: 640 },
        ],
      },
      '100vw',
    );
    const [link] = preloads();
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/media/listings/a/b/320.webp 320w, /media/listings/a/b/640.webp 640w',
    );
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('a single-rendition image (the demo SVGs) by its URL; nothing without a photo', () => {
    preloadPhoto(null, '100vw');
    expect(preloads()).toHaveLength(0);
    preloadPhoto({ ...base, url: '/media/listings/a/1.svg' }, '100vw');
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual(['/media/listings/a/1.svg']);
  });
});
