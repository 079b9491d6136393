import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { createLogger } from '../logger.js';
import { captureSpans, type CapturedSpans } from '../testing/spans.js';
import { withSpan } from './spans.js';
import { activeTraceIds, traceIdOf } from './trace-ids.js';

/** A pino destination that keeps each JSON line. */
function lines(): { stream: Writable; read(): Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    stream,
    read: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('trace ids in logs', () => {
  let spans: CapturedSpans;
  beforeAll(() => {
    spans = captureSpans();
  });
  afterAll(async () => {
    await spans.stop();
  });

  it('is empty outside a span', () => {
    expect(activeTraceIds()).toEqual({});
    expect(traceIdOf(undefined)).toBeUndefined();
  });

  it('names the active span', async () => {
    await withSpan('work', {}, async (span) => {
      const ids = activeTraceIds();
      expect(ids.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(ids.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(ids.trace_id).toBe(span.spanContext().traceId);
      expect(traceIdOf(span)).toBe(ids.trace_id);
    });
  });

  it('is on every line a logger writes inside a span, children included, and only there', async () => {
    const out = lines();
    const logger = createLogger({ name: 'test', destination: out.stream });
    logger.info('before');
    let traceId = '';
    await withSpan('request', {}, async (span) => {
      traceId = span.spanContext().traceId;
      logger.child({ rpc: 'x.y' }).warn('inside');
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.error({ err: new Error('boom') }, 'after an await');
    });
    const [before, inside, later] = out.read();
    expect(before).not.toHaveProperty('trace_id');
    expect(inside).toMatchObject({ msg: 'inside', rpc: 'x.y', trace_id: traceId });
    expect(later).toMatchObject({ msg: 'after an await', trace_id: traceId });
    expect(later?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a field the caller passes wins over the mixin (no duplicate keys)', async () => {
    const out = lines();
    const logger = createLogger({ name: 'test', destination: out.stream });
    await withSpan('request', {}, async () => {
      logger.info({ trace_id: 'given' }, 'explicit');
    });
    const [line] = out.read();
    expect(line?.trace_id).toBe('given');
  });

  it('a no-op span (telemetry off) adds nothing', () => {
    const noop = trace.wrapSpanContext({
      traceId: '0'.repeat(32),
      spanId: '0'.repeat(16),
      traceFlags: 0,
    });
    expect(traceIdOf(noop)).toBeUndefined();
  });
});
