import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints';

type Output = { type: 'chunk'; isEntry: boolean; code: string } | { type: 'asset' };

function run(bundle: Record<string, Output>) {
  const hook = compileHints().generateBundle as {
    handler: (this: unknown, ...args: unknown[]) => void;
  };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('marks the entry chunk on its first line, above the preload map, and no other chunk', () => {
    const bundle = run({
      'assets/entry.js': {
        type: 'chunk',
        isEntry: true,
        code: 'const __vite__mapDeps=1;\nstart();',
      },
      'assets/home.js': { type: 'chunk', isEntry: false, code: 'x();' },
      'assets/index.css': { type: 'asset' },
    });
    expect(bundle['assets/entry.js']).toMatchObject({
      code: `${ALL_FUNCTIONS_CALLED_ON_LOAD}const __vite__mapDeps=1;\nstart();`,
    });
    expect(bundle['assets/home.js']).toMatchObject({ code: 'x();' });
  });

  it('marks once', () => {
    const code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}start();`;
    const bundle = run({ 'assets/entry.js': { type: 'chunk', isEntry: true, code } });
    expect(bundle['assets/entry.js']).toMatchObject({ code });
  });

  it('fails the build when there is not exactly one entry', () => {
    expect(() => run({ 'assets/a.js': { type: 'chunk', isEntry: false, code: '' } })).toThrow(
      'expected one entry chunk, found 0',
    );
  });
});
