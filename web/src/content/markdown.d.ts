// Markdown files become `{ meta, html, headings }` at build time (web/build/markdown-content.ts).
declare module '*.md' {
  import type { ContentDoc } from '@/features/content/content-doc';

  const doc: ContentDoc;
  export default doc;
}
