import { describe, expect, it } from 'vitest';
import { buildMarkdownDoc, markdownContent, parseFrontMatter, slugify } from './markdown-content';

describe('markdown content', () => {
  it('reads front matter and leaves the body', () => {
    const { meta, body } = parseFrontMatter(
      '---\ntitle: "Hola: mundo"\ndescription: x\n---\n# Body\n',
    );
    expect(meta).toEqual({ title: 'Hola: mundo', description: 'x' });
    expect(body).toBe('# Body\n');
  });

  it('slugs headings without accents', () => {
    expect(slugify('Información que recopilamos')).toBe('informacion-que-recopilamos');
    expect(slugify('1. Who we are?')).toBe('1-who-we-are');
  });

  it('gives headings ids, lists h2/h3 and honours explicit ids', () => {
    const doc = buildMarkdownDoc(
      '---\ntitle: T\n---\n# Top\n\n## Data we hold {#data}\n\n### Why\n\n## Why\n\ntext',
    );
    expect(doc.meta.title).toBe('T');
    expect(doc.headings).toEqual([
      { id: 'data', text: 'Data we hold', depth: 2 },
      { id: 'why', text: 'Why', depth: 3 },
      { id: 'why-2', text: 'Why', depth: 2 },
    ]);
    expect(doc.html).toContain('<h2 id="data">Data we hold</h2>');
    expect(doc.html).not.toContain('{#data}');
  });

  it('opens other sites in a new tab and keeps our links in place', () => {
    const doc = buildMarkdownDoc('[a](https://www.bcn.cl/leychile) and [b](/help/payments)');
    expect(doc.html).toContain(
      '<a href="https://www.bcn.cl/leychile" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(doc.html).toContain('<a href="/help/payments">b</a>');
  });

  it('gives the front matter alone to a `?meta` import, for indexes', () => {
    const source = '---\ntitle: T\norder: 2\n---\n## Body\n';
    const plugin = markdownContent();
    const whole = plugin.transform(source, '/src/x.en.md')?.code;
    const meta = plugin.transform(source, '/src/x.en.md?meta')?.code;
    expect(whole).toContain('<h2 id=\\"body\\">Body</h2>');
    expect(meta).toBe('export default {"title":"T","order":"2"};');
    expect(plugin.transform(source, '/src/x.ts?meta')).toBeNull();
  });
});
