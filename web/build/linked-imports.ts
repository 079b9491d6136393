/**
 * The static import graph as the bundle links it. A module's `importedIds` name the modules its
 * import statements point at; when one of them only passes names on (a package's index:
 * `export { useMutation } from './useMutation.js'`, `export * from './model'`), the bundle keeps
 * only the modules that define the names actually imported. Walked through `importedIds`, the
 * home page seemed to reach everything TanStack Query's index re-exports.
 */

/** What a module's code imports and passes on, by specifier (as written, before resolution). */
export interface ModuleShape {
  /**
   * Import statements: the names taken, `all` for a namespace (every name it passes on), or
   * `effect` for an import without names (the module's own code only).
   */
  imports: { source: string; names: string[] | 'all' | 'effect' }[];
  /** `export { local as exported } from 'source'`. */
  reexports: { source: string; local: string; exported: string }[];
  /** `export * from 'source'`. */
  starReexports: string[];
  /** Nothing but imports and re-exports: the bundle drops the module itself once linked. */
  passOnly: boolean;
}

/** A module as the linking needs it; `shape` is null where the code could not be read (CSS, JSON, CommonJS). */
export interface LinkedModule {
  shape: ModuleShape | null;
  importedIds: readonly string[];
  /** Every name the module exports (its own and those it passes on). */
  exports: readonly string[];
}

/** The fields of an ESTree node this file reads. */
interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: {
    type: string;
    imported?: { name?: string; value?: unknown };
    local?: { name?: string; value?: unknown };
    exported?: { name?: string; value?: unknown };
  }[];
  exported?: unknown;
  declaration?: unknown;
  directive?: string | null;
}

const nameOf = (node: { name?: string; value?: unknown } | undefined): string =>
  node?.name ?? String(node?.value);

/** A module's imports and re-exports, from its parsed code (`this.parse`). */
export function moduleShape(program: { body: readonly Node[] }): ModuleShape {
  const shape: ModuleShape = { imports: [], reexports: [], starReexports: [], passOnly: true };
  // Imported bindings, to recognise `import { a } from './a'; export { a }` (a bundled package's
  // index) as a re-export.
  const bindings = new Map<string, { source: string; imported: string }>();
  const declarations: { source: string; locals: string[]; names: string[] | 'all' | 'effect' }[] =
    [];
  const passedOn = new Set<string>();
  const exportsOfOwn: Node[] = [];
  for (const node of program.body) {
    const source = typeof node.source?.value === 'string' ? node.source.value : undefined;
    if (node.type === 'ImportDeclaration' && source !== undefined) {
      const specifiers = node.specifiers ?? [];
      const imported = specifiers.map((s) =>
        s.type === 'ImportSpecifier'
          ? nameOf(s.imported)
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      specifiers.forEach((s, i) => {
        if (imported[i] !== '*') bindings.set(nameOf(s.local), { source, imported: imported[i]! });
      });
      declarations.push({
        source,
        locals: specifiers.map((s) => nameOf(s.local)),
        names: imported.length === 0 ? 'effect' : imported.includes('*') ? 'all' : imported,
      });
    } else if (node.type === 'ExportNamedDeclaration' && source !== undefined) {
      for (const s of node.specifiers ?? []) {
        shape.reexports.push({ source, local: nameOf(s.local), exported: nameOf(s.exported) });
      }
    } else if (node.type === 'ExportAllDeclaration' && source !== undefined) {
      // `export * as name from` makes a namespace object: code of the module's own.
      if (node.exported) {
        declarations.push({ source, locals: [], names: 'all' });
        shape.passOnly = false;
      } else shape.starReexports.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      exportsOfOwn.push(node);
    } else if (node.type !== 'ExpressionStatement' || typeof node.directive !== 'string') {
      // ('use client' at the top of TanStack Query's index is no code of its own.)
      shape.passOnly = false;
    }
  }
  for (const node of exportsOfOwn) {
    for (const s of node.specifiers ?? []) {
      const binding = bindings.get(nameOf(s.local));
      if (!binding) {
        shape.passOnly = false;
        continue;
      }
      passedOn.add(nameOf(s.local));
      shape.reexports.push({
        source: binding.source,
        local: binding.imported,
        exported: nameOf(s.exported),
      });
    }
  }
  // A module with code of its own may use what it passes on: its imports stay.
  for (const { source, locals, names } of declarations) {
    if (names === 'all' || names === 'effect' || !shape.passOnly) {
      shape.imports.push({ source, names });
    } else {
      const kept = names.filter((_, i) => !passedOn.has(locals[i]!));
      if (kept.length > 0) shape.imports.push({ source, names: kept });
    }
  }
  return shape;
}

/** Every specifier a shape names, to resolve before linking. */
export function specifiersOf(shape: ModuleShape): string[] {
  return [
    ...shape.imports.map((i) => i.source),
    ...shape.reexports.map((r) => r.source),
    ...shape.starReexports,
  ];
}

/**
 * The linked static edges of each module: an import of names leads to the modules that define
 * them, through modules that only pass them on; a namespace import to every module it passes on;
 * an import for effect to the module alone. What a module passes on is reached only through
 * those who import it. A module that cannot be read keeps its `importedIds`.
 */
export function linkedImports(
  modules: ReadonlyMap<string, LinkedModule>,
  /** The id a specifier resolves to from an importer, or null (external, unresolved). */
  resolved: (importer: string, source: string) => string | null,
): (id: string) => string[] {
  const origins = (id: string, name: string, seen: Set<string>): string[] => {
    const module = modules.get(id);
    const key = `${id}\0${name}`;
    if (!module?.shape || seen.has(key)) return [id];
    seen.add(key);
    const self = module.shape.passOnly ? [] : [id];
    const direct = module.shape.reexports.find((r) => r.exported === name);
    if (direct) {
      const target = resolved(id, direct.source);
      return target === null ? [id] : [...self, ...origins(target, direct.local, seen)];
    }
    for (const source of module.shape.starReexports) {
      const target = resolved(id, source);
      if (target !== null && modules.get(target)?.exports.includes(name)) {
        return [...self, ...origins(target, name, seen)];
      }
    }
    return [id];
  };
  const edges = new Map<string, string[]>();
  return (id) => {
    const known = edges.get(id);
    if (known) return known;
    const module = modules.get(id);
    if (!module?.shape) return [...(module?.importedIds ?? [])];
    const out = new Set<string>();
    const addAll = (target: string) => {
      if (out.has(target)) return;
      out.add(target);
      const passed = modules.get(target)?.shape;
      if (!passed) return;
      for (const source of [...passed.reexports.map((r) => r.source), ...passed.starReexports]) {
        const next = resolved(target, source);
        if (next !== null) addAll(next);
      }
    };
    for (const { source, names } of module.shape.imports) {
      const target = resolved(id, source);
      if (target === null) continue;
      if (names === 'all') addAll(target);
      else if (names === 'effect') out.add(target);
      else for (const name of names) for (const o of origins(target, name, new Set())) out.add(o);
    }
    const list = [...out].filter((target) => target !== id);
    edges.set(id, list);
    return list;
  };
}

/** The part of Rolldown's plugin context the linking reads (in `buildEnd`). */
export interface ModuleGraphContext {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    exports: readonly string[];
    inputFormat?: string;
  } | null;
  parse(code: string): { body: readonly unknown[] };
  resolve(source: string, importer: string): Promise<{ id: string; external?: unknown } | null>;
}

/**
 * `linkedImports` for the build's modules. A module whose code cannot be parsed, or one of
 * whose specifiers resolves to no module of the build, keeps its `importedIds`.
 */
export async function linkedGraph(context: ModuleGraphContext): Promise<(id: string) => string[]> {
  const ids = [...context.getModuleIds()];
  const known = new Set(ids);
  const shapes = new Map<string, ModuleShape | null>();
  for (const id of ids) {
    const info = context.getModuleInfo(id);
    let shape: ModuleShape | null = null;
    if (info?.code != null && info.inputFormat !== 'cjs') {
      try {
        shape = moduleShape(context.parse(info.code) as { body: readonly Node[] });
      } catch {
        shape = null;
      }
    }
    shapes.set(id, shape);
  }
  const resolutions = new Map<string, string | null>();
  const key = (importer: string, source: string) => `${importer}\0${source}`;
  await Promise.all(
    [...shapes].flatMap(([importer, shape]) =>
      shape === null
        ? []
        : [...new Set(specifiersOf(shape))].map(async (source) => {
            const target = await context.resolve(source, importer);
            resolutions.set(
              key(importer, source),
              target && !target.external && known.has(target.id) ? target.id : null,
            );
          }),
    ),
  );
  const modules = new Map<string, LinkedModule>();
  for (const id of ids) {
    const info = context.getModuleInfo(id);
    let shape = shapes.get(id) ?? null;
    if (shape && specifiersOf(shape).some((source) => resolutions.get(key(id, source)) == null)) {
      shape = null;
    }
    modules.set(id, { shape, importedIds: info?.importedIds ?? [], exports: info?.exports ?? [] });
  }
  return linkedImports(
    modules,
    (importer, source) => resolutions.get(key(importer, source)) ?? null,
  );
}
