import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedingEnabled } from '@arrendo/seed/env';
import { ensureServices } from '../ensure-services.js';
import { repoRoot } from '../paths.js';
import { describeEnv, resolveStackEnv } from './env.js';
import { metricsPorts } from './metrics-ports.js';
import { availableProcesses, SEED_JOB, type ProcessDefinition } from './processes.js';
import { createLogFormatter } from './log-format.js';
import { colorFor, formatPrefix, paint } from './prefix.js';
import { loadOrCreateSecrets } from './secrets.js';
import { superviseProcess, type CrashReport, type SupervisedProcess } from './supervise.js';
import { buildWeb, webBuildState } from './web-build.js';

export interface StackOptions {
  /** Variables for the stack; merged over (and winning against) the launcher's process.env. */
  env?: Record<string, string | undefined>;
  /** `tsx watch`: restart a process when its source changes (pnpm dev). */
  watch?: boolean;
  /** Where every output line goes (prefixed). */
  writeLine?: (line: string) => void;
  colors?: boolean;
  /** Restart crashed processes with backoff (default true). */
  restart?: boolean;
  onCrash?: (crash: CrashReport) => void;
  /** Pretty-print the services' JSON logs (default true; LOG_FORMAT=json keeps them raw). */
  prettyLogs?: boolean;
}

export interface RunningStack {
  /** Where the BFF listens, e.g. http://localhost:3000 (PUBLIC_URL may differ behind a proxy). */
  url: string;
  env: Record<string, string>;
  processes: SupervisedProcess[];
  /** The demo seed job; `seed.finished` resolves once the demo data is in place. */
  seed: SupervisedProcess | undefined;
  stop(): Promise<void>;
}

const require = createRequire(join(repoRoot, 'package.json'));

/** How the launcher runs a process: one node process with tsx's loader, or `tsx watch`. */
export function commandFor(
  definition: ProcessDefinition,
  watch: boolean,
): { command: string; args: string[] } {
  const entry = join(repoRoot, definition.entry);
  if (watch) {
    return {
      command: process.execPath,
      args: [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', entry],
    };
  }
  // One node process per service (tsx's CLI would add a second, relaying parent).
  const loader = pathToFileURL(require.resolve('tsx')).href;
  return { command: process.execPath, args: ['--import', loader, entry] };
}

/** Vite's CLI as the web package resolves it (run directly: a pnpm wrapper adds noise on stop). */
function viteCli(): string {
  const webRequire = createRequire(join(repoRoot, 'web', 'package.json'));
  const manifest = webRequire.resolve('vite/package.json');
  return join(dirname(manifest), 'bin', 'vite.js');
}

/**
 * Makes sure Postgres/Redis/NATS are up, builds the web app when needed, and runs every process
 * of the system. Returns once they are spawned; wait for readiness with `waitForBff`.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const writeLine = options.writeLine ?? ((line: string) => console.log(line));
  const colors = options.colors ?? false;
  const merged = { ...process.env, ...options.env };
  // Generated once per machine for what the environment does not set (never in production,
  // where both are required and come from the deployment's secrets).
  const local =
    merged.JWT_SECRET && merged.OTP_DELIVERY_KEY && merged.PAYOUT_DATA_KEY
      ? undefined
      : loadOrCreateSecrets(join(repoRoot, '.data', 'secrets.json'));
  const env = resolveStackEnv({
    env: merged,
    repoRoot,
    jwtSecret: merged.JWT_SECRET || (local?.jwtSecret ?? ''),
    otpDeliveryKey: merged.OTP_DELIVERY_KEY || (local?.otpDeliveryKey ?? ''),
    payoutDataKey: merged.PAYOUT_DATA_KEY || (local?.payoutDataKey ?? ''),
  });
  if (colors && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';

  const launcherPrefix = formatPrefix('launcher', 12, colors ? 'whiteBright' : null);
  const say = (line: string): void => writeLine(`${launcherPrefix} ${line}`);

  for (const line of describeEnv(env)) say(line);
  await ensureServices(
    {
      databaseUrl: env.DATABASE_URL ?? '',
      natsUrl: env.NATS_URL ?? '',
      redisUrl: env.REDIS_URL ?? '',
    },
    say,
  );
  mkdirSync(env.MEDIA_DIR ?? join(repoRoot, '.data', 'media'), { recursive: true });

  const buildState = webBuildState(repoRoot, env.WEB_DIST_DIR);
  if (buildState === 'no-app') {
    say('web/index.html does not exist yet: the BFF will serve no web app.');
  } else if (buildState !== 'fresh') {
    say(
      `web/dist is ${buildState === 'missing' ? 'missing' : 'older than web/src'}: building the web app…`,
    );
    await buildWeb(repoRoot, writeLine, formatPrefix('web-build', 12, colors ? 'gray' : null));
  }

  const definitions = availableProcesses(repoRoot);
  if (definitions.length === 0)
    throw new Error('No service entry file exists yet; nothing to run.');
  const pretty = (options.prettyLogs ?? true) && env.LOG_FORMAT !== 'json';
  const formatLine = pretty ? createLogFormatter({ colors }) : undefined;
  const width = Math.max(12, ...definitions.map((d) => d.name.length));
  const ports = metricsPorts(
    definitions.map((d) => d.name),
    env.METRICS_PORT,
  );
  const processes = definitions.map((definition, index) => {
    const { command, args } = commandFor(definition, options.watch ?? false);
    return superviseProcess({
      name: definition.name,
      command,
      args,
      cwd: repoRoot,
      env: { ...env, METRICS_PORT: ports[definition.name] ?? '0' },
      prefix: formatPrefix(definition.name, width, colors ? colorFor(index) : null),
      writeLine,
      formatLine,
      restart: options.restart ?? true,
      colors,
      onCrash: options.onCrash,
    });
  });
  if (options.watch && buildState !== 'no-app') {
    // pnpm dev: the bundle in web/dist follows web/src; the BFF serves whatever is there.
    processes.push(
      superviseProcess({
        name: 'web',
        command: process.execPath,
        args: [viteCli(), 'build', '--watch'],
        cwd: join(repoRoot, 'web'),
        env,
        prefix: formatPrefix('web', width, colors ? 'gray' : null),
        writeLine,
        restart: options.restart ?? true,
        colors,
        onCrash: options.onCrash,
      }),
    );
  }
  say(`started ${processes.map((p) => p.name).join(', ')}${options.watch ? ' (watch mode)' : ''}`);

  // After the services: the seed calls their commands (and waits until they answer).
  let seed: SupervisedProcess | undefined;
  if (!seedingEnabled(env)) {
    say('SEED_DEMO_DATA=false: the demo catalogue is not seeded.');
  } else if (existsSync(join(repoRoot, SEED_JOB.entry))) {
    const { command, args } = commandFor(SEED_JOB, false);
    seed = superviseProcess({
      name: SEED_JOB.name,
      command,
      args,
      cwd: repoRoot,
      env,
      prefix: formatPrefix(SEED_JOB.name, width, colors ? 'whiteBright' : null),
      writeLine,
      formatLine,
      once: true,
      restart: options.restart ?? true,
      colors,
      onCrash: options.onCrash,
    });
    processes.push(seed);
  }

  // Children live in their own process groups, so they would outlive a launcher that dies
  // without stopping them; a last-moment SIGKILL prevents orphans.
  const killAll = (): void => {
    for (const child of processes) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAll);

  let stopping: Promise<void> | undefined;
  return {
    url: `http://localhost:${env.PORT}`,
    env,
    processes,
    seed,
    stop() {
      stopping ??= (async () => {
        say(paint('yellow', 'stopping every process (SIGTERM, SIGKILL after 10 s)…', colors));
        await Promise.all(processes.map((child) => child.stop(10_000)));
        process.removeListener('exit', killAll);
        say('all processes stopped.');
      })();
      return stopping;
    },
  };
}
