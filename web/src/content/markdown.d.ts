// Markdown files become `{ meta, html, headings }` at build time (web/build/markdown-content.ts).
declare module '*.md' {
  const doc: import('@/features/content/content-doc').ContentDoc;
  export default doc;
}
