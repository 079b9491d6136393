import { describe, expect, it } from 'vitest';
import { AppError } from '@arrendo/contracts';
import { decodeJson, encodeJson, toErrorBody } from './codec.js';
import { redeliveryDelayMs } from '../events/bus.js';

describe('RPC codec', () => {
  it('round-trips JSON', () => {
    expect(decodeJson(encodeJson({ a: 1, b: 'ñ' }))).toEqual({ a: 1, b: 'ñ' });
  });

  it('keeps AppErrors and hides anything else', () => {
    expect(toErrorBody(new AppError('NOT_FOUND', 'Property not found'))).toEqual({
      body: { code: 'NOT_FOUND', message: 'Property not found' },
      unexpected: false,
    });
    const hidden = toErrorBody(new Error('connection string postgres://secret'));
    expect(hidden.unexpected).toBe(true);
    expect(hidden.body.code).toBe('INTERNAL');
    expect(hidden.body.message).not.toContain('secret');
  });
});

describe('consumer redelivery backoff', () => {
  it('doubles from one second and is capped at a minute', () => {
    expect([1, 2, 3, 4].map(redeliveryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(redeliveryDelayMs(30)).toBe(60_000);
  });
});

/** What node-postgres throws for an error the server reported: a SQLSTATE and its fields. */
function pgError(code: string, fields: Record<string, string> = {}): Error {
  return Object.assign(new Error(`server error ${code}`), {
    name: 'error',
    severity: 'ERROR',
    code,
    ...fields,
  });
}

function nodeError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe('database errors caused by input → VALIDATION', () => {
  it.each([
    ['22P02 invalid text representation', pgError('22P02')],
    ['22021 invalid byte sequence (a NUL in text)', pgError('22021')],
    ['22P05 untranslatable character / unsupported Unicode escape', pgError('22P05')],
    ['22008 datetime field overflow', pgError('22008')],
    ['22007 invalid datetime format', pgError('22007')],
    ['22009 time zone displacement out of range', pgError('22009')],
    ['22003 numeric value out of range', pgError('22003')],
    ['22001 string data right truncation', pgError('22001')],
  ])('%s', (_label, error) => {
    const { body, unexpected } = toErrorBody(error);
    expect(body.code).toBe('VALIDATION');
    expect(unexpected).toBe(false);
    expect(body.message).not.toContain('server error');
  });

  it('names the field when Postgres says which column', () => {
    expect(toErrorBody(pgError('22001', { column: 'first_name' })).body.details).toEqual({
      fields: [{ path: 'firstName', message: expect.any(String) }],
    });
  });

  it('maps a check violation to VALIDATION, naming the column of a default-named check', () => {
    const { body } = toErrorBody(
      pgError('23514', { table: 'properties', constraint: 'properties_max_guests_check' }),
    );
    expect(body.code).toBe('VALIDATION');
    expect(body.details?.fields).toEqual([{ path: 'maxGuests', message: expect.any(String) }]);
    expect(toErrorBody(pgError('23514', { constraint: 'odd_rule' })).body.details).toBeUndefined();
  });

  it('maps unique, exclusion and foreign-key violations to CONFLICT', () => {
    for (const code of ['23505', '23P01', '23503']) {
      expect(toErrorBody(pgError(code)).body.code, code).toBe('CONFLICT');
    }
  });

  it('finds the database error behind a wrapper', () => {
    const wrapped = new Error('query failed', { cause: pgError('22P02') });
    expect(toErrorBody(wrapped).body.code).toBe('VALIDATION');
  });
});

describe('database errors that are bugs stay INTERNAL', () => {
  it.each([
    ['42601 syntax error', pgError('42601')],
    ['42703 undefined column', pgError('42703')],
    ['42P01 undefined table', pgError('42P01')],
    ['23502 not-null violation (the handler forgot a value)', pgError('23502')],
    ['22012 division by zero', pgError('22012')],
    ['a plain error', new Error('boom')],
    ['a Node error that is not about a connection', nodeError('ENOENT')],
  ])('%s', (_label, error) => {
    const result = toErrorBody(error);
    expect(result.body.code).toBe('INTERNAL');
    expect(result.unexpected).toBe(true);
  });
});

describe('a database that cannot be reached → UNAVAILABLE', () => {
  it.each([
    ['connection refused', nodeError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1')],
    ['connection reset', nodeError('ECONNRESET')],
    ['timed out', nodeError('ETIMEDOUT')],
    ['host not found', nodeError('ENOTFOUND')],
    [
      'refused on every address',
      Object.assign(new AggregateError([nodeError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    ],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'connection timeout',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['57P01 admin shutdown', pgError('57P01')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 cannot connect now (starting up)', pgError('57P03')],
    ['53300 too many connections', pgError('53300')],
    ['08006 connection failure', pgError('08006')],
    ['3D000 the database does not exist', pgError('3D000')],
  ])('%s', (_label, error) => {
    const result = toErrorBody(error);
    expect(result.body.code).toBe('UNAVAILABLE');
    expect(result.unexpected).toBe(false);
    expect(result.body.message).toMatch(/try again/i);
  });
});
