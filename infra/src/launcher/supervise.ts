import { spawn, type ChildProcess } from 'node:child_process';
import { DEFAULT_BACKOFF, nextCrashCount, restartDelayMs, type BackoffPolicy } from './backoff.js';
import { createLinePrefixer, paint } from './prefix.js';

export interface SuperviseOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Already formatted (padded, coloured) `[name]`. */
  prefix: string;
  /** Applied to each output line before it is prefixed (e.g. pretty-printing JSON logs). */
  formatLine?: (line: string) => string;
  /** Receives whole output lines, without the newline. */
  writeLine: (line: string) => void;
  restart: boolean;
  /**
   * A job rather than a service: exit code 0 means done (no restart, no crash report); any
   * other exit is a crash, restarted with backoff when `restart` is set.
   */
  once?: boolean;
  colors: boolean;
  backoff?: BackoffPolicy;
  /** Called on every exit that the launcher did not ask for. */
  onCrash?: (crash: CrashReport) => void;
}

export interface CrashReport {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  uptimeMs: number;
  crashCount: number;
  restartInMs: number | null;
}

export interface SupervisedProcess {
  readonly name: string;
  readonly pid: number | undefined;
  /**
   * Resolves once the process is over for good: a `once` job that exited 0, or after stop().
   * Rejects when a `once` job failed and is not restarted.
   */
  readonly finished: Promise<void>;
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function describeCrash(crash: CrashReport): string {
  const how =
    crash.signal === null ? `exited with code ${crash.code}` : `was killed by ${crash.signal}`;
  const after = `after ${(crash.uptimeMs / 1000).toFixed(1)} s`;
  const next =
    crash.restartInMs === null
      ? 'not restarting'
      : `restarting in ${(crash.restartInMs / 1000).toFixed(crash.restartInMs < 1000 ? 2 : 0)} s (crash ${crash.crashCount} in a row)`;
  return `[${crash.name}] CRASHED: ${how} ${after}; ${next}`;
}

/**
 * Runs a process in its own process group, prefixing its output and restarting it on a crash.
 * With `once`, a clean exit ends it (the seed); without, any exit not asked for is a crash.
 */
export function superviseProcess(options: SuperviseOptions): SupervisedProcess {
  const policy = options.backoff ?? DEFAULT_BACKOFF;
  const alarm = (text: string): string => paint(['red', 'bold'], text, options.colors);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let crashCount = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let markFinished!: () => void;
  let markFailed!: (error: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    markFinished = resolve;
    markFailed = reject;
  });
  // Only a waiter should see a failed job; nobody waiting is not an unhandled rejection.
  finished.catch(() => undefined);

  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child?.pid === undefined) return;
    try {
      // Negative pid: the whole group, so that tsx's own child process goes too.
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: already gone.
    }
  };

  const launch = (): void => {
    const startedAt = Date.now();
    const prefixer = createLinePrefixer(options.prefix, options.formatLine);
    const proc = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = proc;
    const forward = (chunk: Buffer): void => {
      for (const line of prefixer.push(chunk.toString('utf8'))) options.writeLine(line);
    };
    proc.stdout?.on('data', forward);
    proc.stderr?.on('data', forward);
    exited = new Promise((resolveExit) => {
      let settled = false;
      const onGone = (code: number | null, signal: NodeJS.Signals | null): void => {
        if (settled) return;
        settled = true;
        resolveExit();
        if (stopping) return;
        signalGroup('SIGKILL'); // leftovers of a crashed group, or of a job that is done
        if (options.once && code === 0) {
          markFinished();
          return;
        }
        const uptimeMs = Date.now() - startedAt;
        crashCount = nextCrashCount(crashCount, uptimeMs, policy);
        const restartInMs = options.restart ? restartDelayMs(crashCount, policy) : null;
        const crash: CrashReport = {
          name: options.name,
          code,
          signal,
          uptimeMs,
          crashCount,
          restartInMs,
        };
        options.writeLine(alarm(`!!! ${describeCrash(crash)}`));
        options.onCrash?.(crash);
        if (restartInMs !== null) restartTimer = setTimeout(launch, restartInMs);
        else if (options.once) markFailed(new Error(describeCrash(crash)));
      };
      proc.on('exit', onGone);
      // Output can still arrive between 'exit' and 'close' (pipes drain after the process ends).
      proc.on('close', () => {
        for (const line of prefixer.flush()) options.writeLine(line);
      });
      proc.on('error', (error) => {
        options.writeLine(alarm(`!!! [${options.name}] could not start: ${error.message}`));
        onGone(127, null);
      });
    });
  };

  launch();

  return {
    name: options.name,
    get pid() {
      return child?.pid;
    },
    finished,
    async stop(graceMs = 10_000) {
      stopping = true;
      clearTimeout(restartTimer);
      markFinished();
      if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const killed = new Promise<'timeout'>((resolveTimeout) => {
        timer = setTimeout(() => resolveTimeout('timeout'), graceMs);
      });
      const outcome = await Promise.race([exited.then(() => 'exited' as const), killed]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        options.writeLine(
          alarm(`!!! [${options.name}] did not stop within ${graceMs / 1000} s: SIGKILL`),
        );
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };
}
