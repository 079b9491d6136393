import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type WebBuildState = 'no-app' | 'missing' | 'stale' | 'fresh';

/** Newest modification time under `path` (a file or a folder), ignoring node_modules. */
export function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtimeMs(join(path, entry.name)));
  }
  return newest;
}

export function webBuildState(
  repoRoot: string,
  distDir = join(repoRoot, 'web', 'dist'),
): WebBuildState {
  const web = join(repoRoot, 'web');
  if (!existsSync(join(web, 'index.html'))) return 'no-app';
  // The build writes both: the app, then the server's first screen (web/dist-server).
  const builtAt = Math.min(
    newestMtimeMs(join(distDir, 'index.html')),
    newestMtimeMs(join(web, 'dist-server', 'entry-server.js')),
  );
  if (builtAt === 0) return 'missing';
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    join(web, p),
  );
  // The web app imports the shared contracts, so a change there also needs a new bundle.
  sources.push(join(repoRoot, 'contracts', 'src'));
  const changedAt = Math.max(...sources.map(newestMtimeMs));
  return changedAt > builtAt ? 'stale' : 'fresh';
}

/** `pnpm --filter @arrendo/web build`, its output prefixed; rejects when the build fails. */
export function buildWeb(
  repoRoot: string,
  writeLine: (line: string) => void,
  prefix: string,
): Promise<void> {
  return new Promise((resolveBuild, rejectBuild) => {
    const child = spawn('pnpm', ['--filter', '@arrendo/web', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const forward = (chunk: Buffer): void => {
      const lines = (pending + chunk.toString('utf8')).split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) writeLine(`${prefix} ${line}`);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', rejectBuild);
    child.on('close', (code) => {
      if (pending !== '') writeLine(`${prefix} ${pending}`);
      if (code === 0) resolveBuild();
      else
        rejectBuild(
          new Error(`web build failed (exit code ${code}); see the [web-build] lines above`),
        );
    });
  });
}
