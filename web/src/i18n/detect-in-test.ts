import { vi } from 'vitest';
import { createI18n } from './index';

/** The language a fresh i18n instance settles on, as the app's start would detect it. */
export async function detect(): Promise<string | undefined> {
  const { instance, ready } = createI18n();
  await ready;
  return instance.resolvedLanguage;
}

/** Clears everything detection reads or caches, so each test starts from a first visit. */
export function resetDetection(): void {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
