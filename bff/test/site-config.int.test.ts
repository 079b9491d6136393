import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

describe('GET /api/site', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      SUPPORT_EMAIL: 'ayuda@example.cl',
      SUPPORT_RESPONSE_HOURS: '12',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the configured contacts, and defaults for the rest, cacheable by anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'ayuda@example.cl',
      privacyEmail: 'privacidad@arrendo.cl',
      legalEmail: 'legal@arrendo.cl',
      supportResponseHours: 12,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
