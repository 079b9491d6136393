import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The CPU slowdown that makes this machine stand for the phone Lighthouse's default (4×) stands
 * for on a ~1,500 machine: the formula of Lighthouse's CPU-throttling calculator, which its docs
 * ("Calibrating multipliers", docs/throttling.md) point to and PageSpeed Insights applies since
 * Lighthouse 12.2.3. On this shared 2-core machine the index moves between ~1,000 and ~2,000 from
 * one run to the next, and a fixed 4× then simulates phones up to twice apart: the same build's TBT
 * ranged 290–1,430 ms in one run. Never below 1 (no speed-up).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  }
  let multiplier: number;
  // 1300 = 3×, 1533 = 4×, 1766 = 5×, 2000 = 6×
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  // 800 = 2×, 1300 = 3×
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  // 150 = 1×, 800 = 2×
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

interface CdpTarget {
  id: string;
  webSocketDebuggerUrl: string;
}

interface CdpReply {
  id?: number;
  result?: { result?: { value?: unknown }; exceptionDetails?: unknown };
  error?: { message: string };
}

/**
 * Lighthouse's own benchmark (the function it runs at the start of every run), in a blank tab of
 * the Chromium listening on `port`, just before the run it calibrates.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const created = await fetch(`${base}/json/new?about:blank`, { method: 'PUT' });
  if (!created.ok) throw new Error(`Chromium refused a new tab: HTTP ${created.status}`);
  const target = (await created.json()) as CdpTarget;
  try {
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener('open', () => resolve(), { once: true });
        socket.addEventListener('error', () => reject(new Error('CDP socket failed')), {
          once: true,
        });
      });
      const reply = new Promise<CdpReply>((resolve) => {
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data)) as CdpReply;
          if (message.id === 1) resolve(message);
        });
      });
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Runtime.evaluate',
          params: {
            expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
            returnByValue: true,
          },
        }),
      );
      const { result, error } = await reply;
      const value = result?.result?.value;
      if (error || result?.exceptionDetails || typeof value !== 'number') {
        throw new Error(`The benchmark gave no index: ${error?.message ?? 'no number'}`);
      }
      return value;
    } finally {
      socket.close();
    }
  } finally {
    await fetch(`${base}/json/close/${target.id}`).catch(() => undefined);
  }
}
