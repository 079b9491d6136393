import type { QueryClient } from '@tanstack/react-query';
import type { StressRun } from '@arrendo/contracts/web';
import { stressKeys, stressRunEventsUrl, stressRunQuery } from './api';
import { applyStressEvent, isLive, parseStressEvent } from './live';

const EVENT_TYPES = ['run', 'progress'] as const;
/** After the browser gave up on the stream: first wait, then doubling. */
const REOPEN_MS = 2_000;
const REOPEN_MAX_MS = 30_000;

/**
 * A going run's live stream, written into its query (`stressKeys.run`), so every part of the
 * page that shows the run follows it. The stream ends with the finished run; the lists and the
 * launch form's state are then asked for again. A dropped connection is the browser's to resume;
 * when it gives up for good (a 401 once the access token expired), one API call lets the client
 * refresh the session, and the stream opens again if the run still goes.
 */
export function connectStressRun(client: QueryClient, runId: string): () => void {
  const key = stressKeys.run(runId);
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = REOPEN_MS;
  let closed = false;

  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: stressKeys.scenarios() });
    void client.invalidateQueries({ queryKey: [...stressKeys.all, 'runs'] });
  };

  const stop = () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };

  const onEvent = (raw: MessageEvent<string>) => {
    const event = parseStressEvent(raw.type, raw.data);
    if (!event) return;
    const before = client.getQueryData<StressRun>(key);
    const after = applyStressEvent(before, event);
    if (after && after !== before) client.setQueryData(key, after);
    if (event.type !== 'run') return;
    if (before?.status !== event.run.status) refreshLists();
    // The server ends the stream here; without this the browser would open it again.
    if (!isLive(event.run.status)) stop();
  };

  const reopenLater = () => {
    timer = setTimeout(() => {
      client
        .fetchQuery({ ...stressRunQuery(runId), staleTime: 0 })
        .then((run) => {
          if (isLive(run.status)) open();
          else refreshLists();
        })
        .catch(() => {
          if (!closed) reopenLater();
        });
    }, delay);
    delay = Math.min(delay * 2, REOPEN_MAX_MS);
  };

  function open() {
    if (closed) return;
    const next = new EventSource(stressRunEventsUrl(runId));
    source = next;
    for (const type of EVENT_TYPES) next.addEventListener(type, onEvent);
    next.onopen = () => {
      delay = REOPEN_MS;
    };
    next.onerror = () => {
      if (next.readyState === EventSource.CLOSED && !closed) reopenLater();
    };
  }

  open();
  return stop;
}
