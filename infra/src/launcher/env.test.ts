import { describe, expect, it } from 'vitest';
import { describeEnv, maskCredentials, resolveStackEnv } from './env.js';

describe('resolveStackEnv', () => {
  it('fills in every default for an empty environment', () => {
    const env = resolveStackEnv({
      env: {},
      repoRoot: '/repo',
      jwtSecret: 'generated',
      otpDeliveryKey: 'local:generated',
      payoutDataKey: 'local:payout',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arrendo',
      NATS_URL: 'nats://127.0.0.1:4222',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: '3000',
      PUBLIC_URL: 'http://localhost:3000',
      NATS_SUBJECT_PREFIX: '',
      MEDIA_DIR: '/repo/.data/media',
      WEB_DIST_DIR: '/repo/web/dist',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'generated',
      OTP_DELIVERY_KEY: 'local:generated',
      PAYOUT_DATA_KEY: 'local:payout',
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('lets the environment win and derives PUBLIC_URL from PORT', () => {
    const env = resolveStackEnv({
      env: {
        PORT: '4100',
        JWT_SECRET: 'mine',
        SEED_DEMO_DATA: 'false',
        NATS_SUBJECT_PREFIX: 'e2e1.',
      },
      repoRoot: '/repo',
      jwtSecret: 'generated',
      otpDeliveryKey: 'local:generated',
      payoutDataKey: 'local:payout',
    });
    expect(env).toMatchObject({
      PORT: '4100',
      PUBLIC_URL: 'http://localhost:4100',
      JWT_SECRET: 'mine',
      SEED_DEMO_DATA: 'false',
      NATS_SUBJECT_PREFIX: 'e2e1.',
    });
  });

  it('treats an empty value as unset, and passes every other variable through', () => {
    const env = resolveStackEnv({
      env: { DATABASE_URL: '', SMTP_URL: 'smtp://mail:25', PATH: '/bin' },
      repoRoot: '/repo',
      jwtSecret: 's',
      otpDeliveryKey: 'k',
      payoutDataKey: 'p',
    });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/arrendo');
    expect(env.SMTP_URL).toBe('smtp://mail:25');
    expect(env.PATH).toBe('/bin');
  });
});

describe('describeEnv', () => {
  it('shows the configuration without passwords and explains unset optional services', () => {
    const lines = describeEnv({
      DATABASE_URL: 'postgres://app:s3cret@db:5432/arrendo',
      SMTP_URL: 'smtps://apikey:SG.key@smtp.example.com:465',
      NATS_SUBJECT_PREFIX: '',
    });
    expect(lines).toContain('DATABASE_URL=postgres://app:***@db:5432/arrendo');
    expect(lines).toContain('SMTP_URL=smtps://apikey:***@smtp.example.com:465');
    expect(lines).toContain('NATS_SUBJECT_PREFIX=""');
    expect(lines).toContain('OTEL_EXPORTER_OTLP_ENDPOINT unset: traces are not exported');
    expect(lines.join('\n')).not.toMatch(/s3cret|SG\.key/);
  });

  it('leaves values that are not URLs alone', () => {
    expect(maskCredentials('/repo/.data/media')).toBe('/repo/.data/media');
    expect(maskCredentials('nats://127.0.0.1:4222')).toBe('nats://127.0.0.1:4222');
  });
});
