import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityRpc } from '@arrendo/contracts';
import { signUp, signupBody, startIdentity, uniqueEmail, type IdentityHarness } from './helpers.js';

// Log-in must not tell, by how long it takes, whether an address has an account (or a password):
// every refusal costs one argon2 verification. Samples are interleaved so that load on the
// machine affects every kind alike; the bound is loose, the difference it guards is ~100x.

let harness: IdentityHarness;

beforeAll(async () => {
  harness = await startIdentity();
});

afterAll(async () => {
  await harness?.stop();
});

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn().catch(() => undefined);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

describe('log-in timing', () => {
  it('takes as long for an unknown address, a provider-only account or an unverified one as for a wrong password', async () => {
    const active = await signUp(harness);
    const providerOnly = uniqueEmail('provider');
    await harness.call(IdentityRpc.oauthSignIn, {
      provider: 'google',
      providerSubject: `sub-${providerOnly}`,
      email: providerOnly,
      emailVerified: true,
    });
    const unverified = uniqueEmail('pending');
    await harness.call(IdentityRpc.register, signupBody(unverified));

    const cases = {
      wrongPassword: active.user.email,
      unknown: uniqueEmail('nobody'),
      providerOnly,
      unverified,
    };
    const samples: Record<keyof typeof cases, number[]> = {
      wrongPassword: [],
      unknown: [],
      providerOnly: [],
      unverified: [],
    };
    for (let round = 0; round < 7; round += 1) {
      for (const [kind, email] of Object.entries(cases) as [keyof typeof cases, string][]) {
        samples[kind].push(
          await timed(() =>
            harness.call(IdentityRpc.login, { email, password: 'not-the-password' }),
          ),
        );
      }
    }
    const reference = median(samples.wrongPassword);
    for (const kind of ['unknown', 'providerOnly', 'unverified'] as const) {
      const ratio = median(samples[kind]) / reference;
      expect(ratio, `${kind}: ${median(samples[kind])} ms vs ${reference} ms`).toBeGreaterThan(0.5);
      expect(ratio, `${kind}: ${median(samples[kind])} ms vs ${reference} ms`).toBeLessThan(2);
    }
  });
});
