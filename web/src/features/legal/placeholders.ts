import type { ContentHeading } from '@/features/content/content-doc';

/**
 * The operator's facts a legal text names (`{{legalEmail}}` in the markdown), from GET /api/site,
 * so a deployment changes them without a rebuild.
 */
export interface LegalPlaceholders {
  legalEmail: string;
  privacyEmail: string;
  supportEmail: string;
  supportResponseHours: number;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Puts the values into built HTML, escaped (they come from the server's env, and are placed in
 * text and in `href` attributes alike). A token without a value is an error in the content: it
 * throws rather than print braces to readers.
 */
export function fillPlaceholders(html: string, values: LegalPlaceholders): string {
  return html.replace(TOKEN, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`Unknown placeholder {{${name}}}`);
    return escapeHtml(String(values[name as keyof LegalPlaceholders]));
  });
}

/** The table of contents: the document's sections (h2), in order. */
export function tocEntries(headings: ContentHeading[]): ContentHeading[] {
  return headings.filter((heading) => heading.depth === 2);
}
