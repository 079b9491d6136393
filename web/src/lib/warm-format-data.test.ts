import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmFormatData } from './warm-format-data';

const loadFormatData = vi.hoisted(() => vi.fn(() => ''));
vi.mock('./load-format-data', () => ({ loadFormatData }));

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmFormatData', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
    loadFormatData.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the data in a module worker, not on the main thread, and ends the worker', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmFormatData('es-CL');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/format-data\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual(['es-CL']);
    worker?.onmessage?.();
    expect(worker?.terminated).toBe(true);
    vi.runAllTimers();
    expect(loadFormatData).not.toHaveBeenCalled();
  });

  it('loads it in a task of the main thread when the worker fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmFormatData('en-US');
    FakeWorker.made[0]?.onerror?.();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(loadFormatData).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(loadFormatData).toHaveBeenCalledWith('en-US');
  });

  it('loads it in a task of the main thread where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    warmFormatData('es-CL');
    vi.runAllTimers();
    expect(loadFormatData).toHaveBeenCalledWith('es-CL');
  });
});
