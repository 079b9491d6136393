import { existsSync, globSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The repository's own documentation: the READMEs, the changelog and docs/. Not web content. */
export const DOC_PATTERNS = [
  '*.md',
  'docs/**/*.md',
  '{bff,contracts,web,loadtest,infra}/README.md',
  '{services,infra}/*/README.md',
];

export interface BrokenPointer {
  file: string;
  line: number;
  target: string;
}

const SKIP = /^(https?:|mailto:|#)/;
/** `[text](target)` or `[text](target "title")`; images too. */
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** A markdown file named in prose or code: `docs/x.md`, services/kit/README.md, TOOLCHAIN.md. */
const MENTION = /(?<![\w./-])((?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)*\.md)(?![\w/-])/g;

export function docFiles(root: string): string[] {
  return [...new Set(DOC_PATTERNS.flatMap((pattern) => globSync(pattern, { cwd: root })))].sort();
}

/** Every markdown file of the repository by name, for mentions without a folder ("README.md"). */
function markdownNames(root: string): Set<string> {
  const files = globSync('**/*.md', {
    cwd: root,
    exclude: (name) => ['node_modules', '.git', 'dist', 'test-results'].includes(basename(name)),
  });
  return new Set(files.map((file) => basename(file)));
}

/**
 * Links in `file` (relative to `root`) that lead to no file, and markdown files it names that do
 * not exist: a link resolves from the file's folder; a named `a/b.md` from there or the root; a
 * bare `b.md` must be some file of the repository.
 */
export function brokenPointers(root: string, file: string, names = markdownNames(root)) {
  const broken: BrokenPointer[] = [];
  const here = dirname(join(root, file));
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((text, i) => {
    const reported = new Set<string>();
    const report = (target: string) => {
      if (reported.has(target)) return;
      reported.add(target);
      broken.push({ file, line: i + 1, target });
    };
    for (const [, raw = ''] of text.matchAll(LINK)) {
      if (SKIP.test(raw) || raw.startsWith('/')) continue;
      const target = decodeURIComponent(raw.split('#')[0] ?? '');
      if (!existsSync(resolve(here, target))) report(raw);
    }
    for (const [, named = ''] of text.matchAll(MENTION)) {
      const found = named.includes('/')
        ? existsSync(resolve(here, named)) || existsSync(resolve(root, named))
        : names.has(named);
      if (!found) report(named);
    }
  });
  return broken;
}

/** Every broken pointer of the repository's documentation, as `file:line → target`. */
export function brokenDocPointers(root: string): string[] {
  const names = markdownNames(root);
  return docFiles(root)
    .flatMap((file) => brokenPointers(root, file, names))
    .map(({ file, line, target }) => `${relative(root, join(root, file))}:${line} → ${target}`);
}
