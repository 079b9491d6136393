import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions } from './detection';
import { detect, resetDetection } from './detect-in-test';
import { createI18n } from './index';

afterEach(resetDetection);

describe('language detection', () => {
  it('follows the spec order and caches in localStorage', () => {
    expect(detectionOptions.order).toEqual([
      'querystringLanguage',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detectionOptions.lookupQuerystring).toBe('lng');
    expect(detectionOptions.caches).toEqual(['localStorage']);
  });

  it('lets the query string win over storage and the browser', async () => {
    localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/?lng=es');
    expect(await detect()).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('prefers the cookie over localStorage', async () => {
    document.cookie = 'i18next=es; path=/';
    localStorage.setItem('i18nextLng', 'en');
    expect(await detect()).toBe('es');
  });

  it('prefers localStorage over the browser setting', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem('i18nextLng', 'es');
    expect(await detect()).toBe('es');
  });

  it('maps a regional browser language to its catalogue and falls back to English', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL', 'es']);
    expect(await detect()).toBe('es');
    // The previous detection wrote <html lang="es">, itself the last detection source.
    localStorage.clear();
    document.documentElement.lang = '';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(await detect()).toBe('en');
  });

  it('sets <html lang> when the language changes', async () => {
    const { instance, ready } = createI18n();
    await ready;
    await instance.changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(instance.t('header.perHour')).toBe('Por hora');
    await instance.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('header.perHour')).toBe('Per hour');
  });
});
