import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/i18n';
import type { Language } from '@/i18n';
import { findContent } from './content-doc';
import type { ContentDoc, ContentModules } from './content-doc';

export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

/**
 * The document `<slug>.<language>.md` of a glob, fetched as its own chunk and kept for the
 * session; follows a language switch. `missing` when the slug has no file (a not-found page).
 */
export function useContentDoc(
  modules: ContentModules,
  slug: string,
): { doc: ContentDoc | undefined; missing: boolean; error: boolean } {
  const language = useContentLanguage();
  const found = findContent(modules, slug, language);
  const query = useQuery({
    queryKey: ['content', found?.key ?? `missing:${slug}`],
    queryFn: () => (found ? found.load() : Promise.reject(new Error(`no content ${slug}`))),
    enabled: found !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { doc: query.data, missing: found === undefined, error: query.isError };
}
