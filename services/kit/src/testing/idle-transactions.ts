import { sql, type Kysely } from 'kysely';

/** How long a transaction must sit idle to count (see `idleTransactions`). */
export const IDLE_PAUSE_MS = 200;

/**
 * The queries of transactions in the test database that have sat idle for the whole of a pause:
 * called while another service or a provider is answering, such a transaction is a connection
 * (and its row locks) held across that reply, which the service shape forbids (decision 0038).
 * The pause tells it apart from a transaction caught between two of its statements on a loaded
 * machine; one still at its BEGIN is a process the machine has not got back to yet, and the
 * outbox relays hold their batch while they publish, by design: neither counts.
 */
export async function idleTransactions<T>(db: Kysely<T>): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_PAUSE_MS));
  const { rows } = await sql<{ query: string }>`
    SELECT query FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND state IN ('idle in transaction', 'idle in transaction (aborted)')
      AND state_change < now() - make_interval(secs => ${IDLE_PAUSE_MS / 2000})
      AND query NOT ILIKE '%outbox%' AND lower(query) <> 'begin'`.execute(db);
  return rows.map((r) => r.query);
}
