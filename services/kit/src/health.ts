import { sql, type Kysely } from 'kysely';
import type { NatsConnection } from 'nats';
import type { HealthReply } from '@arrendo/contracts';

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The state of a service's own dependencies, answered on `rpc.<service>.health.check`. */
export async function checkHealth(
  service: string,
  db: Kysely<unknown>,
  nc: NatsConnection,
): Promise<HealthReply> {
  const checks: HealthReply['checks'] = {};
  try {
    await withTimeout(sql`SELECT 1`.execute(db), 1000);
    checks.postgres = { status: 'ok' };
  } catch (err) {
    checks.postgres = { status: 'down', detail: (err as Error).message };
  }
  checks.nats = nc.isClosed() ? { status: 'down', detail: 'closed' } : { status: 'ok' };
  const statuses = Object.values(checks).map((c) => c.status);
  const status = statuses.every((s) => s === 'ok') ? 'ok' : 'down';
  return { service, status, checks };
}

export { withTimeout };
