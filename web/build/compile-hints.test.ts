import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints';

type Output = { type: 'chunk'; moduleIds: string[]; code: string } | { type: 'asset' };

function run(bundle: Record<string, Output>) {
  const plugin = compileHints('/app/web/src/main.tsx');
  const hook = plugin.generateBundle as { handler: (this: unknown, ...args: unknown[]) => void };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('marks the chunk holding the entry module, on its first line, and no other chunk', () => {
    const bundle = run({
      'assets/app.js': {
        type: 'chunk',
        moduleIds: ['/app/web/src/boot/zod.ts', '/app/web/src/main.tsx'],
        code: 'const __vite__mapDeps=1;\nstart();',
      },
      'assets/home.js': {
        type: 'chunk',
        moduleIds: ['/app/web/src/routes/index.tsx'],
        code: 'x();',
      },
      'assets/app.css': { type: 'asset' },
    });
    expect(bundle['assets/app.js']).toMatchObject({
      code: `${ALL_FUNCTIONS_CALLED_ON_LOAD}const __vite__mapDeps=1;\nstart();`,
    });
    expect(bundle['assets/home.js']).toMatchObject({ code: 'x();' });
  });

  it('marks once', () => {
    const code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}start();`;
    const bundle = run({
      'assets/app.js': { type: 'chunk', moduleIds: ['/app/web/src/main.tsx'], code },
    });
    expect(bundle['assets/app.js']).toMatchObject({ code });
  });

  it('fails the build when no chunk holds the entry module', () => {
    expect(() =>
      run({ 'assets/app.js': { type: 'chunk', moduleIds: ['/app/web/src/other.ts'], code: '' } }),
    ).toThrow('expected one chunk holding /app/web/src/main.tsx');
  });
});
