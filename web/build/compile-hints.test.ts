import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints';

type Output = { type: 'chunk'; moduleIds: string[]; code: string } | { type: 'asset' };

/** The plugin's hook over `bundle`, in a build whose entry module is `/src/main.tsx`. */
function run(bundle: Record<string, Output>) {
  const hook = compileHints().generateBundle as {
    handler: (this: unknown, ...args: unknown[]) => void;
  };
  const modules: Record<string, { isEntry: boolean }> = {
    '/src/main.tsx': { isEntry: true },
    '/src/boot/zod.ts': { isEntry: false },
    '/src/home.tsx': { isEntry: false },
  };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    getModuleIds: () => Object.keys(modules).values(),
    getModuleInfo: (id: string) => modules[id] ?? null,
  };
  hook.handler.call(context, {}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('marks the chunk holding the entry module on its first line, above the preload map, and no other chunk', () => {
    const bundle = run({
      // With the entry's top-level await, rolldown puts the entry module in a group's chunk,
      // which is not itself an entry chunk.
      'assets/entry.js': {
        type: 'chunk',
        moduleIds: ['/src/boot/zod.ts', '/src/main.tsx'],
        code: 'const __vite__mapDeps=1;\nstart();',
      },
      'assets/home.js': { type: 'chunk', moduleIds: ['/src/home.tsx'], code: 'x();' },
      'assets/index.css': { type: 'asset' },
    });
    expect(bundle['assets/entry.js']).toMatchObject({
      code: `${ALL_FUNCTIONS_CALLED_ON_LOAD}const __vite__mapDeps=1;\nstart();`,
    });
    expect(bundle['assets/home.js']).toMatchObject({ code: 'x();' });
  });

  it('marks once', () => {
    const code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}start();`;
    const bundle = run({
      'assets/entry.js': { type: 'chunk', moduleIds: ['/src/main.tsx'], code },
    });
    expect(bundle['assets/entry.js']).toMatchObject({ code });
  });

  it('fails the build when no chunk, or more than one, holds the entry module', () => {
    expect(() =>
      run({ 'assets/a.js': { type: 'chunk', moduleIds: ['/src/home.tsx'], code: '' } }),
    ).toThrow('expected one entry chunk, found 0');
  });
});
