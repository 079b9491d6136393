import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '@arrendo/contracts';
import errors, { toErrorBody } from './errors.js';

describe('toErrorBody', () => {
  it('maps each taxonomy code to its HTTP status and keeps client-facing text', () => {
    const result = toErrorBody(
      new AppError('VALIDATION', 'Invalid body: email', {
        fields: [{ path: 'email', message: 'x' }],
      }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid body: email',
        details: { fields: [{ path: 'email', message: 'x' }] },
      },
      log: false,
    });
    expect(toErrorBody(new AppError('CONFLICT', 'Taken')).status).toBe(409);
    expect(toErrorBody(new AppError('RATE_LIMITED', 'Slow down')).status).toBe(429);
  });

  it('never lets 5xx text reach the client', () => {
    const internal = toErrorBody(new AppError('INTERNAL', 'column "secret" does not exist'));
    expect(internal.status).toBe(500);
    expect(internal.body.message).not.toContain('secret');
    expect(internal.log).toBe('error');

    const crash = toErrorBody(new TypeError('Cannot read properties of undefined (reading "pw")'));
    expect(crash).toMatchObject({ status: 500, body: { code: 'INTERNAL' }, log: 'error' });
    expect(crash.body.message).not.toContain('pw');
  });

  it('keeps the people-facing UNAVAILABLE text but drops its internal details', () => {
    const result = toErrorBody(
      new AppError('UNAVAILABLE', 'The service is unavailable right now.', { subject: 'rpc.x' }),
    );
    expect(result).toEqual({
      status: 503,
      body: { code: 'UNAVAILABLE', message: 'The service is unavailable right now.' },
      log: 'warn',
    });
  });

  it('answers an AppError naming a request problem with that problem’s status', () => {
    const result = toErrorBody(
      new AppError('VALIDATION', 'The address of the request is too long.', {
        reason: 'url_too_long',
      }),
    );
    expect(result.status).toBe(414);
    expect(toErrorBody(new AppError('VALIDATION', 'x', { reason: 'something else' })).status).toBe(
      400,
    );
  });

  it('maps framework 4xx errors into the taxonomy, keeping the HTTP-level statuses', () => {
    const notJson = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
    expect(toErrorBody(notJson)).toMatchObject({
      status: 415,
      body: { code: 'VALIDATION', details: { reason: 'unsupported_media_type' } },
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toErrorBody(tooLarge)).toMatchObject({
      status: 413,
      body: { code: 'VALIDATION', details: { reason: 'body_too_large' } },
    });
    const badUrl = Object.assign(new Error("'/%E0' is not a valid url component"), {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
    });
    expect(toErrorBody(badUrl)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', details: { reason: 'malformed_url' } },
    });
    expect(toErrorBody(badUrl).body.message).not.toContain('%E0');
    const tooMany = Object.assign(new Error('Too many'), { statusCode: 429 });
    expect(toErrorBody(tooMany)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });
});

describe('Retry-After', () => {
  async function answerTo(error: AppError) {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/', async () => {
      throw error;
    });
    try {
      return await app.inject({ method: 'GET', url: '/' });
    } finally {
      await app.close();
    }
  }

  it('tells a client when to come back from a busy service (503), as for 429', async () => {
    // What the kit's RPC server answers when its queue is full (services/kit/src/rpc/codec.ts).
    const busy = new AppError(
      'UNAVAILABLE',
      'The service is busy right now. Please try again shortly.',
      { reason: 'busy', subject: 'rpc.listing.property.list', retryAfterSeconds: 1 },
    );
    const res = await answerTo(busy);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'The service is busy right now. Please try again shortly.',
        details: { retryAfterSeconds: 1 },
      },
    });

    const limited = await answerTo(
      new AppError('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 42 }),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
  });

  it('sends none when nobody said when, or for other statuses', async () => {
    const down = await answerTo(
      new AppError('UNAVAILABLE', 'The service is unavailable right now.', {
        reason: 'no_responders',
      }),
    );
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBeUndefined();
    expect(down.json().error.details).toBeUndefined();

    const conflict = await answerTo(new AppError('CONFLICT', 'Taken', { retryAfterSeconds: 5 }));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.headers['retry-after']).toBeUndefined();
  });
});
