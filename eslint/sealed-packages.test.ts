import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on files that break the rule on purpose: the normal
// lint run ignores eslint/fixtures, so `ignore: false` lets this test reach them.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });
const RULE = 'import-x/no-relative-packages';

async function crossPackageLines(file: string, code?: string): Promise<number[]> {
  const [result] =
    code === undefined
      ? await eslint.lintFiles([file])
      : await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line);
}

// Loading the config (typescript-eslint, React hooks, the resolver) takes seconds on a busy machine.
describe('sealed packages (decision 0037)', { timeout: 60_000 }, () => {
  it('fails a relative import into another package and passes one inside the package', async () => {
    const file = fileURLToPath(
      new URL('./fixtures/sealed/app/src/reach-across.ts', import.meta.url),
    );
    // Line 2 imports ./local.js (same package); line 3 reaches into ../../lib/src.
    expect(await crossPackageLines(file)).toEqual([3]);
  });

  it('bites on the workspace itself: a test reaching into a service’s src', async () => {
    const code = [
      "import { envSchema } from '../../services/booking/src/env.js';",
      "import { startListing } from './listing-service.js';",
      'export const both = [envSchema, startListing];',
      '',
    ].join('\n');
    expect(await crossPackageLines(`${root}bff/test/reach-across.ts`, code)).toEqual([1]);
  });
});
