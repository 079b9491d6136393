import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StressMetrics } from '@arrendo/contracts';
import type { EngineRun } from '../engine/node-engine.js';
import type { PreparedRun, RunContext } from '../prepared.js';
import type { ScenarioDefinition } from '../scenarios/index.js';
import { k6ScriptPath } from './generate.js';
import { parsePoints, type K6Point } from './points.js';
import { K6SummaryExport, metricsFromK6Summary } from './summary.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Wall-clock ms (k6's point times) on this process's `performance.now()` clock. */
const toPerformanceTime = (epochMs: number): number => epochMs - performance.timeOrigin;

/**
 * The k6 engine (`K6_PATH`): runs the scenario's generated script with the run's data file,
 * follows k6's JSON output while it runs (each request into the same collector as the Node
 * engine, so the live figures and the slot tallies are the same code), and takes the final
 * figures from k6's own `--summary-export`.
 */
export async function runWithK6(
  k6Path: string,
  scenario: ScenarioDefinition,
  prepared: PreparedRun,
  ctx: Pick<RunContext, 'params' | 'baseUrl' | 'metrics' | 'logger'>,
  run: EngineRun,
): Promise<{ elapsedSeconds: number; maxVus: number; metrics: StressMetrics }> {
  const dir = mkdtempSync(join(tmpdir(), 'arrendo-k6-'));
  const dataFile = join(dir, 'data.json');
  const summaryFile = join(dir, 'summary.json');
  const pointsFile = join(dir, 'points.json');
  writeFileSync(dataFile, JSON.stringify(prepared.k6Data()), { mode: 0o600 });
  writeFileSync(pointsFile, '');
  const env = {
    BASE_URL: ctx.baseUrl,
    STRESS_DATA: dataFile,
    VUS: String(ctx.params.vus),
    DURATION: String(ctx.params.durationSeconds),
    RAMP: String(ctx.params.rampSeconds),
  };
  const args = [
    'run',
    '--quiet',
    '--no-color',
    `--summary-export=${summaryFile}`,
    `--out=json=${pointsFile}`,
    ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    join(repoRoot, k6ScriptPath(scenario.id)),
  ];
  const child = spawn(k6Path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? -1));
  });
  const stop = (): void => {
    child.kill('SIGINT');
  };
  run.signal?.addEventListener('abort', stop, { once: true });

  const started = performance.now();
  let vus = 0;
  let peak = 0;
  let second = 0;
  let rest = '';
  let offset = 0;
  const take = (point: K6Point): void => {
    if (point.metric === 'vus') {
      vus = point.value;
      peak = Math.max(peak, vus);
      return;
    }
    if (point.metric !== 'http_req_duration') return;
    const status = Number(point.tags.status);
    const answered = Number.isInteger(status) && status > 0 ? status : ('error' as const);
    ctx.metrics.request({
      durationMs: point.value,
      failed: point.tags.expected_response === 'false',
      status: String(answered),
    });
    const slot = Number(point.tags.slot);
    prepared.answered({
      vu: -1,
      iteration: Number.isInteger(slot) ? slot : -1,
      status: answered,
      startedAt: toPerformanceTime(point.time - point.value),
      ...(point.tags.client ? { clientId: point.tags.client } : {}),
    });
  };
  const readNew = async (): Promise<void> => {
    const handle = await open(pointsFile, 'r');
    try {
      const { size } = await handle.stat();
      if (size <= offset) return;
      const buffer = Buffer.alloc(size - offset);
      await handle.read(buffer, 0, buffer.length, offset);
      offset = size;
      const parsed = parsePoints(rest + buffer.toString('utf8'));
      rest = parsed.rest;
      parsed.points.forEach(take);
    } finally {
      await handle.close();
    }
  };

  try {
    let code: number | undefined;
    void exited.then((c) => {
      code = c;
    });
    while (code === undefined) {
      await Promise.race([sleep(1000), exited]);
      await readNew();
      const elapsed = Math.floor((performance.now() - started) / 1000);
      while (second < elapsed && code === undefined) {
        second++;
        const sample = ctx.metrics.closeSecond(second, vus);
        run.onSecond({ elapsedSeconds: second, metrics: ctx.metrics.metrics(second, vus) }, sample);
      }
    }
    await readNew();
    // 99: thresholds crossed — still a finished run with figures; anything else without a
    // summary is k6 failing to run.
    let summary: StressMetrics;
    try {
      summary = metricsFromK6Summary(
        K6SummaryExport.parse(JSON.parse(readFileSync(summaryFile, 'utf8'))),
      );
    } catch (error) {
      throw new Error(`k6 exited with ${code} and no summary: ${stderr.trim().slice(-500)}`, {
        cause: error,
      });
    }
    return { elapsedSeconds: second, maxVus: peak, metrics: summary };
  } finally {
    run.signal?.removeEventListener('abort', stop);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
