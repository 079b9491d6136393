import { useTranslation } from 'react-i18next';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { StressRunKind } from '@arrendo/contracts/web';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { stressRunsQuery, stressScenariosQuery } from '../api';
import { togglePick } from '../compare';
import { compareParam, comparedIds, StressSearch } from '../search';
import { useStressFormat } from '../use-stress-format';
import { LaunchForm } from './launch-form';
import { RunCompare } from './run-compare';
import { RunPanel } from './run-panel';
import { RunsTable } from './runs-table';
import { StressFrame } from './stress-frame';

/** While a run goes (on this page or the other), how often the form asks whether it ended. */
const BUSY_POLL_MS = 5_000;

/**
 * `/admin/booking-stress-test` (kind `booking`) and `/admin/stress-test` (`messages`): launch a
 * run, follow it live, read its result, and compare past runs. `?run=` picks the run shown
 * (the newest without it), `?compare=a,b` the two side by side.
 */
export function StressTestPage({ kind }: { kind: StressRunKind }) {
  const { t } = useTranslation('admin-stress');
  const fmt = useStressFormat();
  const { search, patch } = useUrlSearch();
  const parsed = StressSearch.parse(search);
  const { data: scenarios } = useSuspenseQuery({
    ...stressScenariosQuery,
    // The stream of a run shown here says when it ends; one started elsewhere is asked about.
    refetchInterval: (query) => (query.state.data?.activeRunId ? BUSY_POLL_MS : false),
  });
  const runs = useSuspenseInfiniteQuery(stressRunsQuery(kind));
  const items = runs.data.pages.flatMap((page) => page.items);
  const shownId = parsed.run ?? items[0]?.id ?? null;
  const picked = comparedIds(parsed.compare);
  const show = (runId: string) => void patch({ run: runId });

  return (
    <StressFrame kind={kind}>
      <LaunchForm
        kind={kind}
        scenarios={scenarios}
        onStarted={(run) => show(run.id)}
        onShowRun={show}
      />
      {shownId ? (
        <RunPanel key={shownId} runId={shownId} />
      ) : (
        <p className="text-neutral-600">{t('run.none')}</p>
      )}
      <RunsTable
        runs={items}
        fmt={fmt}
        shownId={shownId}
        picked={picked}
        onShow={show}
        onPick={(runId) =>
          void patch({ compare: compareParam(togglePick(picked, runId)) }, { replace: true })
        }
        hasMore={runs.hasNextPage}
        loadingMore={runs.isFetchingNextPage}
        onMore={() => void runs.fetchNextPage()}
      />
      {picked.length === 2 ? (
        <RunCompare
          kind={kind}
          ids={[picked[0] as string, picked[1] as string]}
          fmt={fmt}
          onClear={() => void patch({ compare: undefined }, { replace: true })}
        />
      ) : null}
    </StressFrame>
  );
}

export const BookingStressTestPage = () => <StressTestPage kind="booking" />;
export const MessageStressTestPage = () => <StressTestPage kind="messages" />;
