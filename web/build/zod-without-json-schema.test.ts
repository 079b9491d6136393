import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportNames } from './zod-without-json-schema';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod'));
const read = (path: string) => readFileSync(join(zodRoot, path), 'utf8');

describe('zod without JSON Schema', () => {
  it('reads the export names the stub must provide', () => {
    expect(exportNames('export function a() {}\nexport const b = 1;\nconst c = 2;')).toEqual([
      'a',
      'b',
    ]);
  });

  it('still matches what zod classic imports from the generator', () => {
    const classic = read('v4/classic/schemas.js');
    expect(classic).toContain('import * as processors from "../core/json-schema-processors.js"');
    expect(classic).toContain(
      'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js"',
    );
    expect(exportNames(read('v4/core/json-schema-processors.js'))).toContain('aggregateChecks');
  });
});
