// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShellChunk, precacheList, renderServiceWorker } from './service-worker';

const chunk = (fileName: string, over: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [] as string[],
  ...over,
});

describe('service worker build', () => {
  it('precaches the shell: entry with its imports and CSS, catalogues, home and root route chunks', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', {
        isEntry: true,
        facadeModuleId: '/w/index.html',
        imports: ['assets/shared-b.js'],
        viteMetadata: { importedCss: new Set(['assets/index-c.css']) },
      }),
      'assets/shared-b.js': chunk('assets/shared-b.js'),
      'assets/es-d.js': chunk('assets/es-d.js', { facadeModuleId: '/w/src/i18n/catalogues/es.ts' }),
      'assets/routes-e.js': chunk('assets/routes-e.js', {
        facadeModuleId: '/w/src/routes/index.tsx?tsr-split=component',
        imports: ['assets/home-f.js'],
      }),
      'assets/home-f.js': chunk('assets/home-f.js'),
      'assets/login-g.js': chunk('assets/login-g.js', {
        facadeModuleId: '/w/src/routes/login.tsx?tsr-split=component',
      }),
      'assets/map-h.js': chunk('assets/map-h.js', {
        facadeModuleId: '/w/src/features/maps/map.tsx',
      }),
      'index.html': { type: 'asset', fileName: 'index.html', source: '<html></html>' },
    };
    expect(precacheList(bundle, ['/favicon.svg'])).toEqual([
      '/',
      '/assets/es-d.js',
      '/assets/home-f.js',
      '/assets/index-a.js',
      '/assets/index-c.css',
      '/assets/routes-e.js',
      '/assets/shared-b.js',
      '/favicon.svg',
    ]);
    expect(isShellChunk({ isEntry: false, facadeModuleId: '/w/src/routes/index.tsx' })).toBe(false);
  });

  it('writes the build hash and the list into the template, failing loudly without its markers', () => {
    const template = readFileSync(new URL('./service-worker.sw.js', import.meta.url), 'utf8');
    const sw = renderServiceWorker(template, 'abc123', ['/', '/assets/x.js']);
    expect(sw).toContain("const BUILD = 'abc123';");
    expect(sw).toContain('const PRECACHE = [\n  "/",\n  "/assets/x.js"\n];');
    expect(sw).not.toContain('__ARRENDO_');
    expect(() => renderServiceWorker('self.x = 1;', 'abc', ['/'])).toThrow(/marker/);
  });
});
