import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnvSchema, EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv(baseEnvSchema, {});
    expect(env.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(env.NATS_SUBJECT_PREFIX).toBe('');
    expect(env.OTEL_SDK_DISABLED).toBe(false);
  });

  it('reads an empty value as unset, as compose writes optional variables', () => {
    const schema = baseEnvSchema.extend({
      API_KEY: z.string().min(1).optional(),
      STYLE_URL: z.url().optional(),
    });
    const env = loadEnv(schema, { API_KEY: '', STYLE_URL: '', NATS_URL: '' });
    expect(env.API_KEY).toBeUndefined();
    expect(env.STYLE_URL).toBeUndefined();
    expect(env.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('fails fast naming every bad variable', () => {
    const schema = baseEnvSchema.extend({ SMTP_PORT: z.coerce.number().int() });
    const run = () =>
      loadEnv(schema, {
        DATABASE_URL: 'not a url',
        SMTP_PORT: 'abc',
        NATS_SUBJECT_PREFIX: 'Bad Prefix',
      });
    expect(run).toThrow(EnvError);
    expect(run).toThrow(/DATABASE_URL/);
    expect(run).toThrow(/SMTP_PORT/);
    expect(run).toThrow(/NATS_SUBJECT_PREFIX/);
  });

  it('reads booleans the way operators write them', () => {
    expect(loadEnv(baseEnvSchema, { OTEL_SDK_DISABLED: 'true' }).OTEL_SDK_DISABLED).toBe(true);
    expect(loadEnv(baseEnvSchema, { OTEL_SDK_DISABLED: '0' }).OTEL_SDK_DISABLED).toBe(false);
  });
});
