import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A top-level main-thread task: when it started and the CPU time its thread spent in it. */
export interface CpuTask {
  /** Trace clock, microseconds. */
  startUs: number;
  /** The thread's own time in the task (the trace's `tdur`), microseconds. */
  cpuUs: number;
}

/** Lighthouse counts the part of a task beyond 50 ms as blocking. */
const BLOCKING_AFTER_MS = 50;

/**
 * Total blocking time counted from the CPU time of each task after the first paint, scaled by
 * the slowdown Lighthouse simulates. Lighthouse's own TBT scales each task's wall time: a task
 * whose thread waited (for one of the cores the system under test shares, or on the disk) is
 * counted as if the page had computed all along, which made the same build's TBT range from 290
 * to 1,430 ms within one run here. The thread's own time leaves those pauses out: what the page's
 * code costs, comparable across runs.
 */
export function cpuBlockingMs(tasks: readonly CpuTask[], fromUs: number, slowdown: number): number {
  let total = 0;
  for (const task of tasks) {
    if (task.startUs < fromUs) continue;
    total += Math.max(0, (task.cpuUs / 1000) * slowdown - BLOCKING_AFTER_MS);
  }
  return total;
}

type Trace = Parameters<typeof TraceProcessor.processTrace>[0];

/** The page's top-level main-thread tasks and its first paint, read with Lighthouse's own tools. */
export function cpuTasks(trace: Trace): { tasks: CpuTask[]; firstPaintUs: number } {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  return {
    tasks: tasks
      .filter((task) => task.parent === undefined)
      // Chromium records `tdur` (the thread's time) beside `dur`; Lighthouse's type omits it.
      .map((task) => ({
        startUs: task.event.ts,
        cpuUs: (task.event as { tdur?: number }).tdur ?? task.event.dur ?? 0,
      })),
    firstPaintUs: navigation.timestamps.firstContentfulPaint,
  };
}
