import { describe, expect, it } from 'vitest';
import {
  lazyJsFiles,
  namedChunkFiles,
  routeInitialFiles,
  routeSplitKeys,
  staticClosure,
  withEntryFromHtml,
} from './bundle-graph.mjs';

// The shape Vite writes to dist/.vite/manifest.json: shared chunks keyed `_name-hash.js`, the
// entry keyed `index.html`, split route modules keyed by their source with `?tsr-split=…`.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component', '_auth-modal.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_react.js', 'index.html'] },
  '_map.js': {
    file: 'assets/map.js',
    imports: ['index.html'],
    dynamicImports: ['src/features/maps/map-view-impl.tsx'],
  },
  // A dynamic import with a worker (`?worker&url`) and a data file among its assets.
  'src/features/maps/map-view-impl.tsx': {
    file: 'assets/map-view-impl.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/map.css'],
    assets: ['assets/maplibre-gl-worker.js', 'assets/chile.json'],
  },
  '_auth-modal.js': { file: 'assets/auth-modal.js', imports: ['_forms.js'] },
  '_forms.js': { file: 'assets/forms.js' },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_cards.js', 'index.html'],
    dynamicImports: ['_map.js'],
    css: ['assets/home.css'],
  },
  'src/routes/index.tsx?tsr-split=errorComponent': {
    file: 'assets/home-error.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/property.$id.tsx?tsr-split=component': {
    file: 'assets/property.js',
    isDynamicEntry: true,
    imports: ['_cards.js'],
  },
  'src/routes/index-old.tsx?tsr-split=component': { file: 'assets/other.js' },
};

describe('bundle graph', () => {
  it('finds only the split chunks of the named route files', () => {
    expect(routeSplitKeys(manifest, ['src/routes/index.tsx']).sort()).toEqual([
      'src/routes/index.tsx?tsr-split=component',
      'src/routes/index.tsx?tsr-split=errorComponent',
    ]);
  });

  it('follows static imports through cycles back to the entry, not dynamic ones', () => {
    expect([...staticClosure(manifest, ['_cards.js'])].sort()).toEqual([
      '_cards.js',
      '_react.js',
      '_router.js',
      'index.html',
    ]);
  });

  it('counts entry, route chunks and their static imports for a first visit, CSS apart', () => {
    expect(routeInitialFiles(manifest, ['src/routes/index.tsx'])).toEqual({
      js: [
        'assets/cards.js',
        'assets/home-error.js',
        'assets/home.js',
        'assets/index.js',
        'assets/react.js',
        'assets/router.js',
      ],
      css: ['assets/home.css', 'assets/index.css'],
    });
    expect(routeInitialFiles(manifest, ['src/routes/property.$id.tsx']).js).not.toContain(
      'assets/map.js',
    );
  });

  it('adds the lazy chunks a route loads at once after drawing, with their static imports', () => {
    const files = routeInitialFiles(manifest, ['src/routes/index.tsx'], ['_auth-modal.js']).js;
    expect(files).toContain('assets/auth-modal.js');
    expect(files).toContain('assets/forms.js');
    expect(() => routeInitialFiles(manifest, ['src/routes/index.tsx'], ['src/gone.tsx'])).toThrow(
      /no chunk src\/gone.tsx/,
    );
  });

  it('refuses a route whose file has no split chunk, so a rename cannot escape its budget', () => {
    expect(() => routeInitialFiles(manifest, ['src/routes/renamed.tsx'])).toThrow(/no split chunk/);
  });

  it('lists as lazy every JS chunk outside the entry closure', () => {
    expect(lazyJsFiles(manifest)).toEqual([
      'assets/auth-modal.js',
      'assets/cards.js',
      'assets/forms.js',
      'assets/home-error.js',
      'assets/home.js',
      'assets/map-view-impl.js',
      'assets/map.js',
      'assets/other.js',
      'assets/property.js',
    ]);
  });

  it('leaves chunks with a budget of their own out of the lazy list', () => {
    const lazy = lazyJsFiles(manifest, ['assets/map-view-impl.js']);
    expect(lazy).not.toContain('assets/map-view-impl.js');
    expect(lazy).toContain('assets/map.js');
    expect(lazy).toHaveLength(8);
  });

  it('finds a named chunk by its source, with the workers it emits but not its other assets', () => {
    expect(namedChunkFiles(manifest, 'src/features/maps/map-view-impl.tsx')).toEqual({
      js: 'assets/map-view-impl.js',
      workers: ['assets/maplibre-gl-worker.js'],
    });
    expect(namedChunkFiles(manifest, '_auth-modal.js')).toEqual({
      js: 'assets/auth-modal.js',
      workers: [],
    });
  });

  it('refuses a named chunk that is missing (renamed) or that the entry loads', () => {
    expect(() => namedChunkFiles(manifest, 'src/features/maps/renamed.tsx')).toThrow(/no JS chunk/);
    expect(() => namedChunkFiles(manifest, '_router.js')).toThrow(/loaded by the entry/);
  });

  it("marks the entry from index.html's last module script when the manifest marks none", () => {
    // The entry's modules in a code-splitting group's chunk: no facade, no `isEntry`.
    const unmarked = {
      '_rolldown-runtime.js': { file: 'assets/rolldown-runtime.js' },
      '_app.js': { file: 'assets/app.js', imports: ['_rolldown-runtime.js'] },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/home.js',
        imports: ['_app.js'],
      },
    };
    const html =
      '<script type="module" crossorigin src="/assets/rolldown-runtime.js"></script>\n' +
      '<script type="module" crossorigin src="/assets/app.js"></script>';
    const marked = withEntryFromHtml(unmarked, html);
    expect(marked['_app.js'].isEntry).toBe(true);
    expect(routeInitialFiles(marked, ['src/routes/index.tsx']).js).toEqual([
      'assets/app.js',
      'assets/home.js',
      'assets/rolldown-runtime.js',
    ]);
    expect(withEntryFromHtml(manifest, html)).toBe(manifest);
    expect(() => withEntryFromHtml(unmarked, '<script src="/assets/other.js"></script>')).toThrow(
      /loads no chunk/,
    );
  });
});
