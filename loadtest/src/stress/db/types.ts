import type { ColumnType } from 'kysely';
import type {
  StressEngine,
  StressProgress,
  StressResult,
  StressRunKind,
  StressRunParams,
  StressRunPhase,
  StressRunStatus,
  StressSample,
  StressSlotOutcome,
} from '@arrendo/contracts';

/** What a run made, for its cleanup (even by another process, after a crash). */
export interface RunCast {
  /** Every account the run made (ids and addresses: the passwords derive from `secret`). */
  people: { id: string; email: string }[];
  listingIds: string[];
}

/** jsonb: pg parses on read; writes are JSON text (pg would send an array as text[]). */
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface RunsTable {
  id: string;
  client_id: string;
  kind: StressRunKind;
  scenario: string;
  params: Json<StressRunParams>;
  engine: StressEngine;
  status: StressRunStatus;
  phase: ColumnType<
    StressRunPhase | null,
    StressRunPhase | null | undefined,
    StressRunPhase | null
  >;
  started_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  heartbeat_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  progress: ColumnType<StressProgress | null, string | null | undefined, string | null>;
  result: ColumnType<StressResult | null, string | null | undefined, string | null>;
  samples: JsonWithDefault<StressSample[]>;
  slots: JsonWithDefault<StressSlotOutcome[]>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  secret: string | null;
  cast_data: ColumnType<RunCast | null, string | null | undefined, string | null>;
}

export interface DB {
  runs: RunsTable;
}
