// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(dir, name));
}

const text = (paths: string[]) => paths.map((path) => [path, readFileSync(path, 'utf8')] as const);

describe('one word for one thing (issue 31)', () => {
  it("Spanish calls the hosts' listings page 'Gestionar anuncios' everywhere", () => {
    const spanish = text([
      ...files(join(SRC, 'i18n', 'locales', 'es'), '.json'),
      ...files(join(SRC, 'content'), '.es.md'),
    ]);
    const other = spanish.filter(([, body]) => /administrar (tus |los )?anuncios/i.test(body));
    expect(other.map(([path]) => path)).toEqual([]);
  });

  it('no help text sends the reader to a menu entry that does not exist', () => {
    // The menu has no payment setup, Stripe setup or host dashboard until their pages exist.
    const help = text(files(join(SRC, 'content', 'help'), '.md'));
    const missing = /payment setup|stripe setup|configuración de pagos|host dashboard/i;
    expect(help.filter(([, body]) => missing.test(body)).map(([path]) => path)).toEqual([]);
  });
});
