import { sql, type Kysely } from 'kysely';

/**
 * `runs`: one stress run each (decision 0052). `client_id` makes a retried start answer the run
 * it started. `runs_one_active` is the "one run at a time" rule itself: a second queued or
 * running row cannot exist, whatever two admins do at the same instant. `secret` derives the
 * passwords of the run's test accounts (so a run found stalled after a crash can still delete
 * them) and is cleared once they are gone; `cast` lists what the run made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE runs (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('booking', 'messages')),
      scenario text NOT NULL,
      params jsonb NOT NULL,
      engine text NOT NULL CHECK (engine IN ('node', 'k6')),
      status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      phase text CHECK (phase IN ('setup', 'load', 'check', 'cleanup')),
      started_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      heartbeat_at timestamptz,
      progress jsonb,
      result jsonb,
      samples jsonb NOT NULL DEFAULT '[]',
      slots jsonb NOT NULL DEFAULT '[]',
      error text,
      secret text,
      cast_data jsonb,
      CHECK ((status IN ('completed', 'failed')) = (finished_at IS NOT NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX runs_one_active ON runs ((true)) WHERE status IN ('queued', 'running')`.execute(
    db,
  );
  await sql`CREATE INDEX runs_kind_created_idx ON runs (kind, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX runs_created_idx ON runs (created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS runs`.execute(db);
}
