import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  StressRunResponse,
  StressRunsResponse,
  StressScenariosResponse,
  type StartStressRunBody,
  type StressRunKind,
} from '@arrendo/contracts/web';
import { api, buildUrl } from '@/lib/api-client';

/** Every query of the stress pages: a run's end refreshes the lists and the launch form's state. */
export const stressKeys = {
  all: ['admin', 'stress-tests'] as const,
  scenarios: () => [...stressKeys.all, 'scenarios'] as const,
  runs: (kind: StressRunKind) => [...stressKeys.all, 'runs', kind] as const,
  run: (id: string) => [...stressKeys.all, 'run', id] as const,
};

const runPath = (id: string) => `/admin/stress-tests/runs/${encodeURIComponent(id)}`;

/**
 * The scenarios, which engine runs them here, whether runs are allowed at all, and the run going
 * now (one at a time, of either page): the form is disabled while there is one.
 */
export const stressScenariosQuery = queryOptions({
  queryKey: stressKeys.scenarios(),
  queryFn: ({ signal }) =>
    api.get('/admin/stress-tests/scenarios', StressScenariosResponse, { signal }),
});

/** Past runs of one page, newest first. */
export function stressRunsQuery(kind: StressRunKind) {
  return infiniteQueryOptions({
    queryKey: stressKeys.runs(kind),
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/stress-tests/runs', StressRunsResponse, {
        query: { kind, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One run with its per-second samples and contested slots; its live stream updates it. */
export function stressRunQuery(id: string) {
  return queryOptions({
    queryKey: stressKeys.run(id),
    queryFn: ({ signal }) => api.get(runPath(id), StressRunResponse, { signal }),
  });
}

/** Where a run's server-sent events are (the session cookie authenticates the EventSource). */
export function stressRunEventsUrl(id: string): string {
  return buildUrl(`${runPath(id)}/events`);
}

export const stressApi = {
  /** 202 queued; the same run again for a retried `clientId`; 409 while another run goes. */
  start: (body: StartStressRunBody) =>
    api.post('/admin/stress-tests/runs', body, StressRunResponse),
};
