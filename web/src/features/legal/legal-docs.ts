import type { ContentDoc, ContentModules } from '@/features/content/content-doc';

/** The legal texts: `src/content/legal/<slug>.<lang>.md` (privacy, terms). */
export const legalDocs: ContentModules = import.meta.glob<ContentDoc>('/src/content/legal/*.md', {
  import: 'default',
});
