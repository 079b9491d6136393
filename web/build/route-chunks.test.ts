import { describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks';

const root = '/app/web/';
const routes = [
  { name: 'home', routeFiles: ['src/routes/index.tsx'] },
  { name: 'property', routeFiles: ['src/routes/property.$id.tsx'] },
];

/** A module graph as the plugin context shows it: static imports per id, one entry. */
function run(graph: Record<string, string[]>, entry: string) {
  const { plugin, groups } = routeChunks(routes, ['home'], 1, root);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      id in graph ? { isEntry: id === entry, importedIds: graph[id] } : null,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: typeof context, error?: Error) => void).call(context);
  return (id: string) => groups.filter((group) => group.test(id)).map((group) => group.name);
}

describe('route chunks', () => {
  const home = `${root}src/routes/index.tsx?tsr-split=component`;
  const property = `${root}src/routes/property.$id.tsx?tsr-split=component---pendingComponent`;
  const graph = {
    main: ['react', 'lazy-dialog'],
    react: [],
    'lazy-dialog': ['dialog-only'],
    'dialog-only': [],
    [home]: ['react', 'results', 'card'],
    results: ['state'],
    state: [],
    card: ['heart'],
    heart: [],
    [property]: ['card', 'calendar'],
    calendar: [],
  };
  const chunkOf = run(graph, 'main');

  it('puts what only the home page loads in its chunk, and what it shares with the property page in theirs', () => {
    expect(chunkOf('results')).toEqual(['home']);
    expect(chunkOf('state')).toEqual(['home']);
    expect(chunkOf('card')).toEqual(['home+property']);
    expect(chunkOf('heart')).toEqual(['home+property']);
  });

  it('leaves the entry, the split modules, lazily loaded code and other routes alone', () => {
    for (const id of ['react', 'main', home, property, 'dialog-only', 'calendar']) {
      expect(chunkOf(id)).toEqual([]);
    }
  });

  it('captures the shared chunk first', () => {
    const { groups } = routeChunks(routes, ['home'], 1, root);
    const priority = Object.fromEntries(groups.map((group) => [group.name, group.priority]));
    expect(priority).toEqual({ home: 1, 'home+property': 2 });
  });

  it('fails the build when a budgeted route has no split module', () => {
    expect(() => run({ main: [] }, 'main')).toThrow('no split module for the route home');
  });
});
