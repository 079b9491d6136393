import type { ContentDoc, ContentModules } from '@/features/content/content-doc';

/** The help articles: `src/content/help/articles/<slug>.<lang>.md`, one lazy chunk each. */
export const helpArticleDocs: ContentModules = import.meta.glob<ContentDoc>(
  '/src/content/help/articles/*.md',
  { import: 'default' },
);

/** The help categories' topic cards: `src/content/help/categories/<slug>.<lang>.md`. */
export const helpCategoryDocs: ContentModules = import.meta.glob<ContentDoc>(
  '/src/content/help/categories/*.md',
  { import: 'default' },
);
