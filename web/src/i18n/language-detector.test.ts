import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions } from './detection';
import { createI18n } from './index';
import { createLanguageDetector } from './language-detector';

// The sources detection.test.ts does not reach: session storage, <html lang>, blocked storage,
// and what the detector hands i18next (every candidate, in order).
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function detect(): Promise<string | undefined> {
  const { instance, ready } = createI18n();
  await ready;
  return instance.resolvedLanguage;
}

describe('the language detector', () => {
  it('lists every candidate in the spec order, as catalogue languages', () => {
    window.history.replaceState(null, '', '/?lng=es-CL');
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'es');
    sessionStorage.setItem('i18nextLng', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    document.documentElement.lang = 'es';
    expect(createLanguageDetector(detectionOptions).detect()).toEqual([
      'es',
      'en',
      'es',
      'en',
      'fr',
      'de',
      'es',
    ]);
  });

  it('reads session storage before the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    sessionStorage.setItem('i18nextLng', 'es');
    expect(await detect()).toBe('es');
  });

  it('falls back to <html lang> when the browser names no supported language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    document.documentElement.lang = 'es';
    expect(await detect()).toBe('es');
  });

  it('survives storage it may neither read nor write', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL']);
    expect(await detect()).toBe('es');
    expect(setItem).toHaveBeenCalledWith('i18nextLng', 'es');
  });

  it('caches the chosen language in local storage only', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    expect(await detect()).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(sessionStorage.getItem('i18nextLng')).toBeNull();
  });
});
