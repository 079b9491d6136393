import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk for eager compilation. Nearly every function in it runs during the first
 * visit (React DOM, the router, the schemas, the shell), and V8 otherwise compiles each on its
 * first call, on the main thread, inside the startup's tasks; marked, they are compiled on a
 * background thread while the file streams in. Lazy chunks are left alone: most of their
 * functions never run. Browsers without the feature read a comment.
 *
 * Rolldown's own `output.postBanner` cannot do it: V8 reads the hint only on the file's first
 * line, and Vite writes its preload map (`__vite__mapDeps`) above every banner in
 * `generateBundle`; this runs after it. Kept because it measured: home TBT −381 ms against the
 * stock build, main-thread compile about −600 ms at 4× CPU (decision 0036, docs/benchmarks.md).
 */
export function compileHints(): Plugin {
  return {
    name: 'arrendo:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The chunk that holds the entry module: with the entry's top-level `await` (src/boot),
        // rolldown places it in the `$initial` group's chunk, which is then not itself an entry.
        const entryModules = new Set(
          [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        );
        const entries = Object.values(bundle).filter(
          (output) =>
            output.type === 'chunk' && output.moduleIds.some((id) => entryModules.has(id)),
        );
        if (entries.length !== 1) this.error(`expected one entry chunk, found ${entries.length}`);
        for (const chunk of entries) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) {
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
