import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { healthRpc, SERVICE_NAMES } from '@arrendo/contracts';
import { generateKeyringValue, type RpcClient } from '@arrendo/kit';
import { testEnv } from '@arrendo/kit/testing';
import { resolveStackEnv } from '../src/launcher/env.js';
import type { ProcessDefinition } from '../src/launcher/processes.js';
import { commandFor } from '../src/launcher/stack.js';
import {
  superviseProcess,
  type CrashReport,
  type SupervisedProcess,
} from '../src/launcher/supervise.js';
import type { BackoffPolicy } from '../src/launcher/backoff.js';
import { repoRoot } from '../src/paths.js';

/**
 * The environment the launcher gives every process (`resolveStackEnv`), on a test's own
 * database, NATS subject prefix and queue prefix; `extra` wins.
 */
export function processEnv(
  databaseUrl: string,
  prefix: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  // testEnv's pool of 4 stays (10 per process would take 70 connections from a Postgres every
  // test shares); its 50 ms relay poll goes: seven idle processes polling 20 times a second
  // would be load of the test's own making, not what `pnpm start` runs.
  const { OUTBOX_POLL_MS: _fastPoll, ...isolation } = testEnv({ databaseUrl, prefix });
  return resolveStackEnv({
    env: {
      PATH: process.env.PATH,
      ...isolation,
      // The lines the tests read (retries, "… started") are info.
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      ...extra,
    },
    repoRoot,
    jwtSecret: randomBytes(32).toString('base64url'),
    otpDeliveryKey: generateKeyringValue('restart'),
    payoutDataKey: generateKeyringValue('restart'),
  });
}

export interface RunningProcess {
  definition: ProcessDefinition;
  supervised: SupervisedProcess;
  /** Every line it printed, across restarts, with when it arrived. */
  lines: { at: number; line: string }[];
  crashes: CrashReport[];
}

/** A process of the system run as the launcher runs it: same command, supervision and backoff. */
export function runProcess(
  definition: ProcessDefinition,
  env: Record<string, string>,
  options: { restart?: boolean; backoff?: BackoffPolicy } = {},
): RunningProcess {
  const lines: RunningProcess['lines'] = [];
  const crashes: CrashReport[] = [];
  const { command, args } = commandFor(definition, false);
  const supervised = superviseProcess({
    name: definition.name,
    command,
    args,
    cwd: repoRoot,
    env,
    prefix: `[${definition.name}]`,
    writeLine: (line) => lines.push({ at: Date.now(), line }),
    restart: options.restart ?? true,
    colors: false,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    onCrash: (crash) => crashes.push(crash),
  });
  // Each runs in a process group of its own and would outlive a test worker that ends without
  // stopping it (a timeout, a failed hook), as the launcher guards against too.
  const killGroup = (): void => {
    if (supervised.pid === undefined) return;
    try {
      process.kill(-supervised.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);
  const forget = (): void => void process.removeListener('exit', killGroup);
  void supervised.finished.then(forget, forget);
  return { definition, supervised, lines, crashes };
}

/** The process's JSON log lines with this message (`msg`), printed at or after `since`. */
export function logged(running: RunningProcess, msg: string | RegExp, since = 0): unknown[] {
  const found: unknown[] = [];
  for (const { at, line } of running.lines) {
    if (at < since) continue;
    const json = line.slice(line.indexOf(']') + 1).trim();
    if (!json.startsWith('{')) continue;
    try {
      const entry = JSON.parse(json) as { msg?: unknown };
      const text = typeof entry.msg === 'string' ? entry.msg : '';
      if (typeof msg === 'string' ? text === msg : msg.test(text)) found.push(entry);
    } catch {
      // a line that only looks like JSON
    }
  }
  return found;
}

export function tail(running: RunningProcess, count = 40): string {
  return running.lines
    .slice(-count)
    .map((l) => l.line)
    .join('\n');
}

const hasHealthRpc = (name: string): boolean => (SERVICE_NAMES as readonly string[]).includes(name);

/**
 * Whether the process serves again: a service answers its health check `ok`; the email worker,
 * which serves no RPC, has logged that its workers started (since `since`).
 */
export async function isReady(
  client: RpcClient,
  running: RunningProcess,
  since: number,
): Promise<boolean> {
  const { name } = running.definition;
  if (!hasHealthRpc(name)) return logged(running, `${name} started`, since).length > 0;
  try {
    const reply = await client.call(healthRpc(name), {}, { timeoutMs: 500 });
    return reply.status === 'ok';
  } catch {
    return false;
  }
}

/** Milliseconds from `since` until the process is ready; throws after `limitMs`. */
export async function msUntilReady(
  client: RpcClient,
  running: RunningProcess,
  since: number,
  limitMs: number,
): Promise<number> {
  for (;;) {
    if (await isReady(client, running, since)) return Date.now() - since;
    if (Date.now() - since > limitMs) {
      throw new Error(
        `${running.definition.name} was not ready ${limitMs / 1000} s after ${new Date(since).toISOString()}\n${tail(running)}`,
      );
    }
    await sleep(100);
  }
}

/**
 * Steady traffic while processes are killed: `perSecond` health checks (each a Postgres round
 * trip in the service), spread over the services and over `callers` concurrent callers, so that
 * pools are busy and requests in flight at every kill. A fixed rate, not as fast as possible:
 * callers that saturate both cores would measure the machine's share of CPU, not a restart.
 */
export function healthLoad(
  client: RpcClient,
  services: string[],
  { perSecond, callers }: { perSecond: number; callers: number },
) {
  let running = true;
  let answered = 0;
  let failed = 0;
  const everyMs = (callers * 1000) / perSecond;
  const loops = Array.from({ length: callers }, async (_, index) => {
    for (let i = index; running; i++) {
      const name = services[i % services.length] as string;
      const startedAt = Date.now();
      try {
        await client.call(healthRpc(name), {}, { timeoutMs: 1000 });
        answered++;
      } catch {
        failed++;
      }
      await sleep(Math.max(0, everyMs - (Date.now() - startedAt)));
    }
  });
  return {
    get answered() {
      return answered;
    },
    get failed() {
      return failed;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
