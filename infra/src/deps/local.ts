import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Only a server on this machine can be started by us; anything else is the operator's job. */
export function isLocalUrl(url: string, defaultPort: number): boolean {
  const parsed = new URL(url);
  const port = parsed.port === '' ? defaultPort : Number(parsed.port);
  return LOCAL_HOSTS.has(parsed.hostname) && port === defaultPort;
}

export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(intervalMs);
  }
  return check();
}

/** Runs a shell command, returning its exit code and combined output (shown only on failure). */
export function runShell(command: string): Promise<{ code: number; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolvePromise({ code: 127, output: error.message }));
    child.on('close', (code) => resolvePromise({ code: code ?? 1, output }));
  });
}

export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describeError).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
