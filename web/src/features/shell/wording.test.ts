import { describe, expect, it } from 'vitest';
import type { ContentDoc } from '@/features/content/content-doc';

// The markdown plugin compiles every .md import (even `?raw`) to a ContentDoc: read its text.
const text = (doc: ContentDoc) => [...Object.values(doc.meta), doc.html].join(' ');
const docs = (files: Record<string, ContentDoc>) =>
  Object.entries(files).map(([path, doc]) => [path, text(doc)] as const);

const spanish = [
  ...Object.entries(
    import.meta.glob<string>('/src/i18n/locales/es/**/*.json', {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ),
  ...docs(
    import.meta.glob<ContentDoc>('/src/content/**/*.es.md', { eager: true, import: 'default' }),
  ),
];

const help = docs(
  import.meta.glob<ContentDoc>('/src/content/help/**/*.md', { eager: true, import: 'default' }),
);

describe('one word for one thing (issue 31)', () => {
  it("Spanish calls the hosts' listings page 'Gestionar anuncios' everywhere", () => {
    expect(spanish.length).toBeGreaterThan(20);
    const other = spanish.filter(([, body]) => /administrar (tus |los )?anuncios/i.test(body));
    expect(other.map(([path]) => path)).toEqual([]);
  });

  it('no help text sends the reader to a menu entry that does not exist', () => {
    // The menu has no payment setup, Stripe setup or host dashboard until their pages exist.
    expect(help.length).toBeGreaterThan(20);
    // The texts are the articles' words, not '[object Object]'.
    expect(help.every(([, body]) => body.length > 200)).toBe(true);
    const missing = /payment setup|stripe setup|configuración de pagos|host dashboard/i;
    expect(help.filter(([, body]) => missing.test(body)).map(([path]) => path)).toEqual([]);
  });
});
