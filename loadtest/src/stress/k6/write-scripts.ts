import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../scenarios/index.js';
import { k6Script, k6ScriptPath } from './generate.js';

// `pnpm --filter @arrendo/loadtest k6:generate`: rewrites loadtest/k6/<scenario>.ts from the
// definitions (a unit test fails while a committed script differs from what this writes).
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
for (const definition of Object.values(SCENARIOS)) {
  const path = k6ScriptPath(definition.id);
  writeFileSync(join(repoRoot, path), k6Script(definition));
  console.log(`wrote ${path}`);
}
