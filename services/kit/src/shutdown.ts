/** Runs `fn` once on SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(fn: () => Promise<void>, graceMs = 15_000): void {
  let called = false;
  const handler = (signal: NodeJS.Signals) => {
    if (called) process.exit(1);
    called = true;
    const force = setTimeout(() => {
      console.error(`shutdown after ${signal} took longer than ${graceMs} ms; exiting`);
      process.exit(1);
    }, graceMs);
    force.unref();
    fn().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * The body of a process entry: starts it, exits 1 naming the process if that fails, and stops
 * it gracefully on SIGINT/SIGTERM.
 */
export async function runUntilSignal<R extends { stop(): Promise<void> }>(
  processName: string,
  start: () => Promise<R>,
): Promise<R> {
  let running: R;
  try {
    running = await start();
  } catch (error) {
    console.error(
      `[${processName}] failed to start:`,
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
  onShutdownSignal(() => running.stop());
  return running;
}
