import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  PROCESSES,
  commandFor,
  freePort,
  repoRoot,
  superviseProcess,
  waitForBff,
} from '@arrendo/infra/launcher';

/** One web build to measure: a folder holding `dist/` and `dist-server/` (a `web/` folder). */
export interface WebBuild {
  label: string;
  dir: string;
}

/**
 * BENCH_VITALS_BUILDS="before=/work/a/web,after=web": builds compared in one run, each served by
 * a BFF of its own on the one system (same data, same services), their runs interleaved so the
 * machine's load weighs on each alike.
 */
export function parseBuilds(value: string): WebBuild[] {
  const builds = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      if (at <= 0) throw new Error(`BENCH_VITALS_BUILDS: "${part}" is not label=folder`);
      return { label: part.slice(0, at), dir: resolve(repoRoot, part.slice(at + 1)) };
    });
  const labels = new Set(builds.map((build) => build.label));
  if (labels.size !== builds.length) throw new Error('BENCH_VITALS_BUILDS: a label repeats');
  return builds;
}

export interface ServedBuild extends WebBuild {
  url: string;
  stop(): Promise<void>;
}

/** A second BFF of the running system, serving another build's dist/ and first screens. */
export async function serveBuild(
  build: WebBuild,
  systemEnv: Record<string, string>,
  writeLine: (line: string) => void,
): Promise<ServedBuild> {
  for (const part of ['dist/index.html', 'dist-server/entry-server.js']) {
    if (!existsSync(join(build.dir, part)))
      throw new Error(`${build.label}: no ${part} in ${build.dir}`);
  }
  const bff = PROCESSES.find((definition) => definition.name === 'bff');
  if (!bff) throw new Error('no bff process definition');
  const port = await freePort();
  const { command, args } = commandFor(bff, false);
  const child = superviseProcess({
    name: `bff-${build.label}`,
    command,
    args,
    cwd: repoRoot,
    env: {
      ...systemEnv,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_DIST_DIR: join(build.dir, 'dist'),
      WEB_FIRST_SCREEN_ENTRY: join(build.dir, 'dist-server', 'entry-server.js'),
    },
    prefix: `[bff-${build.label}]`,
    writeLine,
    restart: false,
    colors: false,
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForBff(url, { timeoutMs: 240_000, accept: (h) => h?.httpStatus === 200 });
  } catch (error) {
    await child.stop(5_000);
    throw error;
  }
  return { ...build, url, stop: () => child.stop(10_000) };
}
