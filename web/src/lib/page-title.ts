import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const PRODUCT = 'Arrendo';

export function formatPageTitle(page: string | undefined): string {
  return page ? `${PRODUCT} | ${page}` : PRODUCT;
}

/** Sets "Arrendo | <page>" from a catalogue key (`ns:key` or a `common` key); follows language. */
export function usePageTitle(key: string): void {
  const { t, i18n } = useTranslation();
  const text = t(key);
  useEffect(() => {
    document.title = formatPageTitle(text);
  }, [text, i18n.language]);
}

/** For titles that are data, not catalogue text (a listing's name). */
export function usePageTitleText(text: string | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(text);
  }, [text]);
}
