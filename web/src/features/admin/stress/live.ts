import { StressRunEvent, type StressRun, type StressRunStatus } from '@arrendo/contracts/web';
import { mergeSample } from './series';

/** A run still going: its page listens to it. */
export function isLive(status: StressRunStatus): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * A run after one event of its stream. `run` is the whole run (on connect and on every status
 * or phase change); `progress` is the figures so far and one more second for the chart. A
 * progress report of another run, or before the run is known, changes nothing.
 */
export function applyStressEvent(
  run: StressRun | undefined,
  event: StressRunEvent,
): StressRun | undefined {
  if (event.type === 'run') return event.run;
  if (!run || run.id !== event.runId || !isLive(run.status)) return run;
  return {
    ...run,
    status: 'running',
    phase: event.progress.phase,
    progress: event.progress,
    samples: mergeSample(run.samples, event.sample),
  };
}

/**
 * An SSE message as a stream event. The `event:` name is the event's type; the data carries it
 * too, but a type it lacks is taken from the name. A shape this build does not know (a newer
 * server) is skipped, not fatal.
 */
export function parseStressEvent(type: string, data: string): StressRunEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const parsed = StressRunEvent.safeParse({ type, ...body });
  return parsed.success ? parsed.data : null;
}
