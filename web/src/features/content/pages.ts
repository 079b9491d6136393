import type { ContentDoc, ContentModules } from './content-doc';

/** The footer's and menus' information pages: `src/content/pages/<slug>.<lang>.md`. */
export const infoPages: ContentModules = import.meta.glob<ContentDoc>('/src/content/pages/*.md', {
  import: 'default',
});
