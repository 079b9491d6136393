import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFromQuery } from './detection';
import { detect, resetDetection } from './detect-in-test';

afterEach(resetDetection);

// The spec uses `lng` for the search's longitude and for the language (issue 9).
describe('the lng query parameter', () => {
  it('is a language only when it is a supported language code', () => {
    expect(languageFromQuery('?lng=es')).toBe('es');
    expect(languageFromQuery('?lng=EN')).toBe('en');
    expect(languageFromQuery('?lng=es-CL')).toBe('es');
    expect(languageFromQuery('?lat=-33.44&lng=-70.66&location=Santiago')).toBeUndefined();
    expect(languageFromQuery('?lng=70.66')).toBeUndefined();
    expect(languageFromQuery('?lng=fr')).toBeUndefined();
    expect(languageFromQuery('?lng=')).toBeUndefined();
    expect(languageFromQuery('')).toBeUndefined();
  });

  it('keeps the stored language on a search URL', async () => {
    localStorage.setItem('i18nextLng', 'es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.history.replaceState(null, '', '/?lat=-33.44&lng=-70.66&location=Santiago');
    expect(await detect()).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('keeps the browser language on a search URL when nothing is stored', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL', 'es']);
    window.history.replaceState(null, '', '/?lat=-33.44&lng=-70.66');
    expect(await detect()).toBe('es');
  });

  it('still switches the language when lng names one', async () => {
    localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/?lng=es');
    expect(await detect()).toBe('es');
  });
});
