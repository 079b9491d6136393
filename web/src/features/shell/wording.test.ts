import { describe, expect, it } from 'vitest';

const raw = (files: Record<string, string>) => Object.entries(files);

const spanish = raw({
  ...import.meta.glob<string>('/src/i18n/locales/es/*.json', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>('/src/content/**/*.es.md', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
});

const help = raw(
  import.meta.glob<string>('/src/content/help/**/*.md', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
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
    const missing = /payment setup|stripe setup|configuración de pagos|host dashboard/i;
    expect(help.filter(([, body]) => missing.test(body)).map(([path]) => path)).toEqual([]);
  });
});
