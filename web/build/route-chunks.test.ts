import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks';

const root = '/app/web/';
const routes = [
  { name: 'home', routeFiles: ['src/routes/index.tsx'] },
  { name: 'property', routeFiles: ['src/routes/property.$id.tsx'] },
];
const home = `${root}src/routes/index.tsx?tsr-split=component`;
const property = `${root}src/routes/property.$id.tsx?tsr-split=component---pendingComponent`;

interface FakeModule {
  code: string;
  /** Modules that import this one with `import()`. */
  lazyFrom?: string[];
}

/** The plugin run on modules given as code (every specifier is the id it resolves to). */
async function run(modules: Record<string, FakeModule>, entry: string, merge = ['home']) {
  const { plugin, groups } = routeChunks(routes, merge, 1, root);
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? {
            isEntry: id === entry,
            code: module.code,
            importedIds: [],
            exports: [],
            dynamicImporters: module.lazyFrom ?? [],
          }
        : null;
    },
    parse: parseAst,
    resolve: async (source: string) => (source in modules ? { id: source } : null),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (plugin.buildEnd as (this: typeof context, error?: Error) => Promise<void>).call(context);
  return (id: string) => groups.filter((group) => group.test(id)).map((group) => group.name);
}

const code = (...imports: string[]) =>
  `${imports.map((id, i) => `import { x${i} } from '${id}';`).join('\n')}\nexport const x = 1;`;

const app: Record<string, FakeModule> = {
  main: { code: code('react', 'header') },
  header: { code: code('react') },
  react: { code: code() },
  'lazy-dialog': { code: code('dialog-only', 'heart'), lazyFrom: ['header'] },
  'dialog-only': { code: code() },
  [home]: { code: code('react', 'results', 'card'), lazyFrom: ['main'] },
  results: { code: code('state') },
  state: { code: code() },
  card: { code: code('heart') },
  heart: { code: code() },
  [property]: { code: code('card', 'calendar', 'gallery'), lazyFrom: ['main'] },
  calendar: { code: code() },
  gallery: { code: code('react') },
  'photo-viewer': { code: code('calendar'), lazyFrom: ['gallery'] },
};

describe('route chunks', () => {
  it('puts what only the home page loads in its chunk, and what it shares with the property page in theirs', async () => {
    const chunkOf = await run(app, 'main');
    expect(chunkOf('results')).toEqual(['home']);
    expect(chunkOf('state')).toEqual(['home']);
    expect(chunkOf('card')).toEqual(['home+property']);
  });

  it('leaves the entry, the split modules, lazily loaded code and other routes alone', async () => {
    const chunkOf = await run(app, 'main');
    for (const id of ['react', 'main', 'header', home, property, 'dialog-only', 'calendar']) {
      expect(chunkOf(id)).toEqual([]);
    }
  });

  it("moves what lazily loaded code needs of a route's chunk into the chunk's shared twin", async () => {
    // The dialog opens from the header, on any page: it must not bring the home page's chunk.
    const chunkOf = await run(app, 'main');
    expect(chunkOf('heart')).toEqual(['home+property-shared']);
    expect(chunkOf('card')).toEqual(['home+property']);
  });

  it("leaves in the chunk what is lazily loaded only from the route's own code", async () => {
    const chunkOf = await run(app, 'main', ['home', 'property']);
    // The photo viewer opens from the property page's gallery, which brings the chunk along.
    expect(chunkOf('calendar')).toEqual(['property']);
    expect(chunkOf('gallery')).toEqual(['property']);
  });

  it('follows a package index to the modules that define the names a route uses', async () => {
    const chunkOf = await run(
      {
        main: { code: `import { Provider } from 'query'; export const x = Provider;` },
        query: {
          code: `import { Provider } from 'provider';
            import { useQuery } from 'use-query';
            import { useMutation } from 'use-mutation';
            export { Provider, useQuery, useMutation };`,
        },
        provider: { code: code() },
        'use-query': { code: code() },
        'use-mutation': { code: code() },
        [home]: {
          code: `import { useQuery } from 'query'; export const x = useQuery;`,
          lazyFrom: ['main'],
        },
        [property]: {
          code: `import { useQuery, useMutation } from 'query'; export const x = [useQuery, useMutation];`,
          lazyFrom: ['main'],
        },
      },
      'main',
      ['home', 'property'],
    );
    // Walked through the index's import statements, the home page seemed to use both.
    expect(chunkOf('use-query')).toEqual(['home+property']);
    expect(chunkOf('use-mutation')).toEqual(['property']);
    expect(chunkOf('provider')).toEqual([]);
  });

  it('captures the chunks shared by more routes first, and the shared twins before them', () => {
    const { groups } = routeChunks(routes, ['home'], 1, root);
    const priority = Object.fromEntries(groups.map((group) => [group.name, group.priority]));
    expect(priority).toEqual({
      home: 1,
      'home+property': 2,
      'home-shared': 3,
      'home+property-shared': 4,
    });
  });

  it('fails the build when a budgeted route has no split module', async () => {
    await expect(run({ main: { code: code() } }, 'main')).rejects.toThrow(
      'no split module for the route home',
    );
  });
});
