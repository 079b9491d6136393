import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import traceId, { withTraceId } from './trace-id.js';

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('withTraceId', () => {
  it('adds the id to an error body', () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such listing' } });
    expect(JSON.parse(withTraceId(body, ID))).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such listing', traceId: ID },
    });
  });

  it('keeps an id already there, and leaves anything that is not an error body alone', () => {
    const tagged = JSON.stringify({
      error: { code: 'INTERNAL', message: 'x', traceId: 'a'.repeat(32) },
    });
    expect(withTraceId(tagged, ID)).toBe(tagged);
    for (const payload of ['not json', '[1,2]', '{"items":[]}', '{"error":"text"}', 'null']) {
      expect(withTraceId(payload, ID)).toBe(payload);
    }
  });
});

describe('trace-id plugin', () => {
  it('adds nothing when no span is active (telemetry off)', async () => {
    const app = Fastify();
    await app.register(traceId);
    app.get('/fail', async (_request, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'gone' } }),
    );
    const res = await app.inject({ method: 'GET', url: '/fail' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-trace-id']).toBeUndefined();
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'gone' } });
    await app.close();
  });
});
