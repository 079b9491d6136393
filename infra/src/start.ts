import { DEFAULT_DEMO_PASSWORD, demoAccountLines } from '@arrendo/seed/demo-accounts';
import { ServicesUnavailableError } from './ensure-services.js';
import { fetchHealth, isHealthy, waitForBff } from './launcher/health.js';
import { paint } from './launcher/prefix.js';
import { availableProcesses } from './launcher/processes.js';
import { startStack, type RunningStack } from './launcher/stack.js';
import { within } from './launcher/within.js';
import { continueOnNode24 } from './launcher/node-24.js';
import { repoRoot } from './paths.js';

// Arrendo runs on Node 24: on an older Node the launcher starts itself again on 24.
await continueOnNode24();

// `pnpm start` runs the system; `pnpm dev` (--watch) restarts a process when its code changes.
const watch = process.argv.includes('--watch');
const colors = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;
const highlight = (text: string): string => paint(['green', 'bold'], text, colors);
const alarm = (text: string): string => paint(['red', 'bold'], text, colors);

let stack: RunningStack | undefined;
let firstSignalAt: number | undefined;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (firstSignalAt !== undefined) {
    // Ctrl-C reaches us twice at once (from the terminal and relayed by pnpm/tsx): only a
    // deliberate second Ctrl-C, a moment later, skips the graceful stop.
    if (Date.now() - firstSignalAt < 2000) return;
    console.log(alarm(`${signal} again: killing every process now.`));
    process.exit(130);
  }
  firstSignalAt = Date.now();
  console.log(`\n${signal}: stopping…`);
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

try {
  stack = await startStack({ watch, colors, writeLine: (line) => console.log(line) });
} catch (error) {
  console.error(alarm(error instanceof ServicesUnavailableError ? error.message : String(error)));
  process.exit(1);
}

if (!availableProcesses(repoRoot).some((definition) => definition.name === 'bff')) {
  console.log(alarm('bff/src/server.ts does not exist yet: there is no web server to open.'));
} else {
  const publicUrl = stack.env.PUBLIC_URL ?? stack.url;
  const forever = 365 * 24 * 3600_000;
  // The demo accounts exist only when the seed ran; they are printed with the URL, as the
  // first thing anyone trying the product needs (README, "Demo accounts").
  const accounts = stack.seed
    ? demoAccountLines(stack.env.SEED_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD)
        .map((line) => `  ${line}\n`)
        .join('')
    : '';
  const running = `\n  Arrendo is running at ${publicUrl}   (Ctrl-C stops everything)\n${accounts}`;
  const seeded = stack.seed?.finished ?? Promise.resolve();
  // The first start on an empty database migrates and seeds, which takes a while on 2 cores;
  // the URL is printed once every service reports ok and the demo catalogue is in, so the
  // first page load shows a full home page.
  try {
    await waitForBff(stack.url, { timeoutMs: 120_000 });
    await within(seeded, 120_000, 'the demo seed did not finish');
    console.log(highlight(running));
  } catch {
    const last = await fetchHealth(stack.url);
    const problem =
      last === null
        ? `${stack.url}/api/health does not answer after 120 s; check the lines marked !!!`
        : !isHealthy(last)
          ? `${publicUrl} answers, but not every dependency is healthy: ${last.failing.join(', ') || last.status}`
          : `${publicUrl} answers, but the demo catalogue is not in yet; check the [seed] lines`;
    console.log(alarm(`  ${problem}`));
    await waitForBff(stack.url, { timeoutMs: forever });
    await seeded;
    console.log(highlight(`${running}  Every dependency reports ok now.\n`));
  }
}
