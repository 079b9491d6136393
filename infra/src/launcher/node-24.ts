import { execFileSync, spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { repoRoot } from '../paths.js';

export const REQUIRED_NODE_MAJOR = 24;

/** Whether this Node is older than the one Arrendo runs on (Node 20 reached end of life). */
export function needsNewerNode(version: string = process.versions.node): boolean {
  return Number(version.split('.')[0]) < REQUIRED_NODE_MAJOR;
}

/**
 * Runs this same command again on Node 24 (installed from the npm registry by
 * infra/node/ensure-node-24.sh when missing) and exits with its code; every process the launcher
 * starts then runs on it too (they use process.execPath). Returns only on Node 24 or later.
 */
export async function continueOnNode24(): Promise<void> {
  if (!needsNewerNode()) return;
  console.log(
    `Node ${process.versions.node} is older than ${REQUIRED_NODE_MAJOR}: continuing on Node ${REQUIRED_NODE_MAJOR}…`,
  );
  const bin = execFileSync('bash', [join(repoRoot, 'infra', 'node', 'ensure-node-24.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child from the terminal itself; a TERM sent to us is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1))),
  );
  process.exit(code);
}
