import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk for eager compilation. Nearly every function in it runs during the first
 * visit (React DOM, the router, the schemas, the shell), and V8 otherwise compiles each on its
 * first call, on the main thread, in the middle of the startup's tasks; marked, they are compiled
 * while the file streams in, on a background thread. Lazy chunks are left alone: most of their
 * functions never run. Browsers without the feature read a comment.
 */
export function compileHints(entryModule: string): Plugin {
  return {
    name: 'arrendo:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunk's first line (its preload map).
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.moduleIds.includes(entryModule),
        );
        if (entries.length !== 1) this.error(`expected one chunk holding ${entryModule}`);
        for (const chunk of entries) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) {
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
