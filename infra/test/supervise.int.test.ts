import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { superviseProcess, type CrashReport } from '../src/launcher/supervise.js';

// Real child processes: what the launcher does with a crash, a clean stop and a stubborn one.
function run(
  script: string,
  restart: boolean,
  onCrash?: (crash: CrashReport) => void,
  once = false,
) {
  const lines: string[] = [];
  const child = superviseProcess({
    name: 'probe',
    command: process.execPath,
    args: ['-e', script],
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '' },
    prefix: '[probe]',
    writeLine: (line) => lines.push(line),
    restart,
    once,
    colors: false,
    backoff: { initialMs: 20, maxMs: 100, stableAfterMs: 60_000 },
    onCrash,
  });
  return { child, lines };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('superviseProcess', () => {
  it('reports a crash loudly and restarts with growing backoff', async () => {
    const crashes: CrashReport[] = [];
    const { child, lines } = run("console.log('up'); process.exit(3)", true, (c) =>
      crashes.push(c),
    );
    await until(() => crashes.length >= 3);
    await child.stop();
    expect(crashes.slice(0, 3).map((c) => [c.code, c.crashCount, c.restartInMs])).toEqual([
      [3, 1, 20],
      [3, 2, 40],
      [3, 3, 80],
    ]);
    expect(lines.filter((line) => line === '[probe] up').length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.startsWith('!!! [probe] CRASHED: exited with code 3'))).toBe(
      true,
    );
  });

  it('does not restart when told not to', async () => {
    const crashes: CrashReport[] = [];
    const { lines } = run('process.exit(1)', false, (c) => crashes.push(c));
    await until(() => crashes.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(crashes).toHaveLength(1);
    expect(lines.join('\n')).toContain('not restarting');
  });

  it('a one-shot job that exits 0 is finished, not crashed, and is not run again', async () => {
    const crashes: CrashReport[] = [];
    const { child, lines } = run("console.log('seeded')", true, (c) => crashes.push(c), true);
    await child.finished;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line === '[probe] seeded')).toHaveLength(1);
    expect(crashes).toEqual([]);
    await child.stop();
  });

  it('a one-shot job that fails is a crash and is retried until it succeeds', async () => {
    const crashes: CrashReport[] = [];
    // Fails on the first run only: the marker file tells the second run it has been here.
    const marker = join(tmpdir(), `arrendo-once-${process.pid}-${Date.now()}`);
    const script = `const fs = require('node:fs'); if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(4); } console.log('done');`;
    const { child, lines } = run(script, true, (c) => crashes.push(c), true);
    await child.finished;
    rmSync(marker, { force: true });
    expect(crashes.map((c) => c.code)).toEqual([4]);
    expect(lines).toContain('[probe] done');
  });

  it('a one-shot job that fails without restarts reports it to whoever waits', async () => {
    const { child } = run('process.exit(5)', false, undefined, true);
    await expect(child.finished).rejects.toThrow(/exited with code 5/);
  });

  it('stops gracefully with SIGTERM, and that is not a crash', async () => {
    const crashes: CrashReport[] = [];
    const { child, lines } = run(
      "process.on('SIGTERM', () => { console.log('draining'); process.exit(0); }); console.log('ready'); setInterval(() => {}, 1000);",
      true,
      (c) => crashes.push(c),
    );
    await until(() => lines.includes('[probe] ready'));
    await child.stop();
    await until(() => lines.includes('[probe] draining'));
    expect(crashes).toEqual([]);
  });

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const { child, lines } = run(
      "process.on('SIGTERM', () => console.log('ignoring')); console.log('ready'); setInterval(() => {}, 1000);",
      true,
    );
    await until(() => lines.includes('[probe] ready'));
    await child.stop(300);
    expect(lines).toContain('[probe] ignoring');
    expect(lines.some((line) => line.includes('did not stop within 0.3 s: SIGKILL'))).toBe(true);
    expect(() => process.kill(child.pid ?? 0, 0)).toThrow();
  });
});
