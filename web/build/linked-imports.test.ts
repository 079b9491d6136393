import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { linkedImports, moduleShape, type LinkedModule } from './linked-imports';

const shapeOf = (code: string) => moduleShape(parseAst(code));

describe('moduleShape', () => {
  it('reads what a bundled package index passes on as re-exports, directive and all', () => {
    const shape = shapeOf(`"use client";
      import { useQuery } from "./useQuery.js";
      import { useMutation as mutation } from "./useMutation.js";
      export * from "core";
      export { useQuery, mutation as useMutation };`);
    expect(shape.passOnly).toBe(true);
    expect(shape.imports).toEqual([]);
    expect(shape.starReexports).toEqual(['core']);
    expect(shape.reexports).toEqual([
      { source: './useQuery.js', local: 'useQuery', exported: 'useQuery' },
      { source: './useMutation.js', local: 'useMutation', exported: 'useMutation' },
    ]);
  });

  it('tells names, namespaces and imports for effect apart, and code of its own', () => {
    const shape = shapeOf(`import a, { b } from './ab';
      import * as ns from './ns';
      import './effect.css';
      export { c } from './c';
      export const d = a + b + ns.x;`);
    expect(shape.passOnly).toBe(false);
    expect(shape.imports).toEqual([
      { source: './ab', names: ['default', 'b'] },
      { source: './ns', names: 'all' },
      { source: './effect.css', names: 'effect' },
    ]);
    expect(shape.reexports).toEqual([{ source: './c', local: 'c', exported: 'c' }]);
  });

  it('counts a plain statement as code of its own, which keeps the imports it passes on', () => {
    const shape = shapeOf(`import { a } from './a'; a(); export { a };`);
    expect(shape.passOnly).toBe(false);
    expect(shape.imports).toEqual([{ source: './a', names: ['a'] }]);
  });
});

/** Modules by id from their code; every specifier is the id it resolves to. */
function graphOf(sources: Record<string, string>, exports: Record<string, string[]> = {}) {
  const modules = new Map<string, LinkedModule>(
    Object.entries(sources).map(([id, code]) => [
      id,
      { shape: shapeOf(code), importedIds: [], exports: exports[id] ?? [] },
    ]),
  );
  return linkedImports(modules, (_importer, source) => (modules.has(source) ? source : null));
}

describe('linkedImports', () => {
  const graph = graphOf(
    {
      page: `import { useQuery, hydrate } from 'index'; export const page = [useQuery, hydrate];`,
      dialog: `import * as all from 'index'; export const dialog = all;`,
      styles: `import 'index'; export const styles = 1;`,
      index: `"use client";
        import { useQuery } from 'useQuery';
        import { useMutation } from 'useMutation';
        export * from 'core';
        export { useQuery, useMutation };`,
      core: `export { hydrate } from 'hydration'; export { QueryClient } from 'client';`,
      useQuery: `import { QueryClient } from 'core'; export const useQuery = QueryClient;`,
      useMutation: `export const useMutation = 1;`,
      hydration: `export const hydrate = 1;`,
      client: `export const QueryClient = 1;`,
    },
    { core: ['hydrate', 'QueryClient'] },
  );

  it('leads an import of names through the modules that pass them on to where they are defined', () => {
    expect(graph('page').sort()).toEqual(['hydration', 'useQuery']);
    expect(graph('useQuery')).toEqual(['client']);
  });

  it('leads a namespace import to everything passed on, and an import for effect to the module alone', () => {
    expect(graph('dialog').sort()).toEqual([
      'client',
      'core',
      'hydration',
      'index',
      'useMutation',
      'useQuery',
    ]);
    expect(graph('styles')).toEqual(['index']);
  });

  it('keeps a module that has code of its own beside the names it passes on', () => {
    const mixed = graphOf({
      page: `import { a } from 'mixed';`,
      mixed: `export { a } from 'a'; console.log('loaded');`,
      a: `export const a = 1;`,
    });
    expect(mixed('page').sort()).toEqual(['a', 'mixed']);
  });

  it('keeps importedIds for a module it could not read', () => {
    const modules = new Map<string, LinkedModule>([
      ['cjs', { shape: null, importedIds: ['dep'], exports: [] }],
    ]);
    expect(linkedImports(modules, () => null)('cjs')).toEqual(['dep']);
  });
});
