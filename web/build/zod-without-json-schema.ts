import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Leaves zod's JSON Schema generator (about 5 KB gzip) out of the browser bundle. Zod's classic
 * schemas reference it from every schema type (`.toJSONSchema()`, the Standard JSON Schema
 * hooks), so tree-shaking cannot drop it although the web never generates JSON Schema (the
 * server does, from the same contracts, unaffected). Only the two imports of
 * `zod/v4/classic/schemas.js` are redirected: the generator's entry points become functions
 * that throw, and `aggregateChecks` (which backs `.minLength`, `.format`, … at run time) still
 * comes from zod itself. The stubs are built from the real module's export list, so a zod
 * upgrade that renames them fails the build instead of silently misbehaving.
 */
export function zodWithoutJsonSchema(): Plugin {
  // The same zod the contracts get (one version in the workspace catalog), by its real path.
  const zodRoot = dirname(createRequire(import.meta.url).resolve('zod'));
  const core = join(zodRoot, 'v4', 'core');
  const classicSchemas = join(zodRoot, 'v4', 'classic', 'schemas.js');
  const processorsPath = join(core, 'json-schema-processors.js');
  const PROCESSORS = '\0zod-json-schema-processors-stub';
  const TO_JSON_SCHEMA = '\0zod-to-json-schema-stub';
  const unavailable =
    "const unavailable = () => { throw new Error('zod JSON Schema generation is not in the web bundle (web/build/zod-without-json-schema.ts)'); };";

  return {
    name: 'arrendo:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer !== classicSchemas) return null;
      if (source === '../core/json-schema-processors.js') return PROCESSORS;
      if (source === '../core/to-json-schema.js') return TO_JSON_SCHEMA;
      return null;
    },
    load(id) {
      if (id === PROCESSORS) {
        const names = exportNames(readFileSync(processorsPath, 'utf8')).filter(
          (name) => name !== 'aggregateChecks',
        );
        if (names.length === 0) this.error(`no exports found in ${processorsPath}`);
        return [
          `export { aggregateChecks } from ${JSON.stringify(processorsPath)};`,
          unavailable,
          ...names.map((name) => `export const ${name} = unavailable;`),
        ].join('\n');
      }
      if (id === TO_JSON_SCHEMA) {
        return [
          unavailable,
          'export const createToJSONSchemaMethod = () => unavailable;',
          'export const createStandardJSONSchemaMethod = () => unavailable;',
        ].join('\n');
      }
      return null;
    },
  };
}

/** `export function x` / `export const x` names of an ES module's source. */
export function exportNames(source: string): string[] {
  return [...source.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1] as string);
}
