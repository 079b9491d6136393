import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files under assets/ worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm|txt)$/;
const MIN_BYTES = 1024;

export function isPrecompressible(fileName: string, size: number): boolean {
  return fileName.startsWith('assets/') && COMPRESSIBLE.test(fileName) && size >= MIN_BYTES;
}

/**
 * Writes `<file>.br` (Brotli at its best, quality 11) and `<file>.gz` (gzip -9) beside every
 * compressible file under assets/ once, at build time; the BFF's static plugin serves them
 * (`preCompressed`). On the fly the BFF compresses at Brotli quality 4: the entry chunk is about
 * 15% larger that way, and every first visit waits for the compression. index.html is left
 * alone: the BFF rewrites it per request (preload hints, meta tags).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arrendo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle)
        .map((output) => ({
          fileName: output.fileName,
          size: output.type === 'chunk' ? output.code.length : output.source.length,
        }))
        .filter(({ fileName, size }) => isPrecompressible(fileName, size));
      await Promise.all(
        files.map(async ({ fileName }) => {
          const path = join(outDir, fileName);
          const source = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
