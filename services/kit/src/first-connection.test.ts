import { describe, expect, it } from 'vitest';
import { isTransientDatabaseFailure } from './db/errors.js';
import {
  describePostgresUrl,
  firstConnectionDelayMs,
  FirstConnectionGaveUp,
  retryFirstConnection,
} from './first-connection.js';

function recordingLogger() {
  const lines: { level: string; fields: object; msg: string }[] = [];
  return {
    lines,
    logger: {
      warn: (fields: object, msg: string) => lines.push({ level: 'warn', fields, msg }),
      info: (fields: object, msg: string) => lines.push({ level: 'info', fields, msg }),
    } as never,
  };
}

const tooManyClients = () =>
  Object.assign(new Error('sorry, too many clients already'), { code: '53300', severity: 'FATAL' });

describe('retryFirstConnection', () => {
  it('waits through failures that pass by themselves, logging each with what it waits for', async () => {
    const { lines, logger } = recordingLogger();
    let calls = 0;
    const value = await retryFirstConnection(
      async () => {
        calls++;
        if (calls < 3) throw tooManyClients();
        return 'connected';
      },
      {
        what: 'Postgres at db:5432/arrendo',
        logger,
        giveUpAfterMs: 10_000,
        retryable: isTransientDatabaseFailure,
        initialDelayMs: 1,
      },
    );
    expect(value).toBe('connected');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'waiting for Postgres at db:5432/arrendo: sorry, too many clients already'],
      ['warn', 'waiting for Postgres at db:5432/arrendo: sorry, too many clients already'],
      ['info', expect.stringMatching(/^Postgres at db:5432\/arrendo answered after \d+\.\d s$/)],
    ]);
    expect(lines[1]?.fields).toMatchObject({ attempt: 2, retryInMs: 2 });
  });

  it('throws at once what waiting cannot fix', async () => {
    const { lines, logger } = recordingLogger();
    const wrongPassword = Object.assign(new Error('password authentication failed'), {
      code: '28P01',
      severity: 'FATAL',
    });
    await expect(
      retryFirstConnection(() => Promise.reject(wrongPassword), {
        what: 'Postgres',
        logger,
        giveUpAfterMs: 10_000,
        retryable: isTransientDatabaseFailure,
      }),
    ).rejects.toBe(wrongPassword);
    expect(lines).toEqual([]);
  });

  it('gives up past its bound, naming what it waited for and the last failure', async () => {
    const { logger } = recordingLogger();
    const attempt = retryFirstConnection(() => Promise.reject(tooManyClients()), {
      what: 'Postgres at db:5432/arrendo',
      logger,
      giveUpAfterMs: 30,
      retryable: () => true,
      initialDelayMs: 5,
      maxDelayMs: 5,
    });
    await expect(attempt).rejects.toBeInstanceOf(FirstConnectionGaveUp);
    await expect(attempt).rejects.toThrow(
      /^gave up waiting for Postgres at db:5432\/arrendo after 0 s: sorry, too many clients already$/,
    );
  });

  it('backs off 0.2 s, 0.4 s, 0.8 s, 1.6 s, then 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 100].map((n) => firstConnectionDelayMs(n))).toEqual([
      200, 400, 800, 1600, 2000, 2000, 2000,
    ]);
  });
});

describe('what a starting process waits for', () => {
  it('Postgres full, starting, unreachable or without the database yet; not bad credentials or bugs', () => {
    const state = (code: string) => Object.assign(new Error(code), { code, severity: 'FATAL' });
    expect(isTransientDatabaseFailure(tooManyClients())).toBe(true);
    expect(isTransientDatabaseFailure(state('57P03'))).toBe(true);
    expect(isTransientDatabaseFailure(state('3D000'))).toBe(true);
    expect(
      isTransientDatabaseFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isTransientDatabaseFailure(new Error('timeout exceeded when trying to connect'))).toBe(
      true,
    );
    // Through the migrator's wrapping.
    expect(
      isTransientDatabaseFailure(new Error('Migration of kit failed', { cause: tooManyClients() })),
    ).toBe(true);
    expect(isTransientDatabaseFailure(state('28P01'))).toBe(false);
    expect(isTransientDatabaseFailure(state('42P01'))).toBe(false);
    expect(isTransientDatabaseFailure(new Error('boom'))).toBe(false);
  });

  it('names a Postgres URL by host and database, never by user or password', () => {
    expect(describePostgresUrl('postgres://app:s3cret@db.internal:6432/arrendo')).toBe(
      'Postgres at db.internal:6432/arrendo',
    );
  });
});
