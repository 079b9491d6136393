import { afterEach, describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { pino } from 'pino';
import { reportOutboxBacklog, reportQueueDepth } from './sources.js';
import { metricsRegistry, rpcClientDuration } from './registry.js';
import { serveProcessMetrics, startMetricsServer } from './server.js';

const logger = pino({ level: 'silent' });
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('metrics server', () => {
  it('serves /metrics and answers 404 for anything else', async () => {
    const registry = new Registry();
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', logger, registry });
    cleanups.push(() => server.close());
    const base = `http://127.0.0.1:${server.port}`;
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('collects queue depth and outbox lag on scrape, leaving out a failing source', async () => {
    cleanups.push(
      reportQueueDepth(async () => [
        { queue: 'notification.email', counts: { waiting: 3, active: 1, failed: 2 } },
      ]),
      reportQueueDepth(async () => {
        throw new Error('Redis is down');
      }),
      reportOutboxBacklog('booking', async () => ({ rows: 4, oldestSeconds: 12.5 })),
      reportOutboxBacklog('listing', async () => {
        throw new Error('Postgres is down');
      }),
    );
    rpcClientDuration.observe({ subject: 'listing.get', code: 'OK' }, 0.01);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('bullmq_queue_jobs{queue="notification.email",state="waiting"} 3');
    expect(text).toContain('bullmq_queue_jobs{queue="notification.email",state="delayed"} 0');
    expect(text).toContain('bullmq_queue_jobs{queue="notification.email",state="failed"} 2');
    expect(text).toContain('outbox_oldest_unpublished_age_seconds{service="booking"} 12.5');
    expect(text).toContain('outbox_unpublished_rows{service="booking"} 4');
    expect(text).not.toContain('service="listing"');
    expect(text).toContain('rpc_client_duration_seconds_count{subject="listing.get",code="OK"}');
  });

  it('shares one server between the services of a process and closes it with the last', async () => {
    const probe = await startMetricsServer({ port: 0, host: '127.0.0.1', logger });
    const port = probe.port;
    await probe.close();
    const first = await serveProcessMetrics({ port, host: '127.0.0.1', logger });
    const second = await serveProcessMetrics({ port, host: '127.0.0.1', logger });
    await first();
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await second();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    expect(await serveProcessMetrics({ port: 0, logger })).toBeTypeOf('function');
  });
});
