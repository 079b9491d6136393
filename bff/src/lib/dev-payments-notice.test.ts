import type { PaymentConfig } from '@arrendo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { announceDevPayments } from './dev-payments-notice.js';

const config = (devProvider: boolean | undefined): PaymentConfig => ({
  card: 'dev',
  local: 'dev',
  stripePublishableKey: null,
  ...(devProvider === undefined ? {} : { devProvider }),
});

function logger() {
  return { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
}

/** Resolves once `condition` holds, checking on each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the BFF says whether the dev payment provider is on', () => {
  it('loudly when the payment service says it is on, after asking again while it is not up', async () => {
    const log = logger();
    let calls = 0;
    const ask = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new Error('no responders');
      return config(true);
    });
    const stop = announceDevPayments({ ask, log, delaysMs: [0] });
    await until(() => log.warn.mock.calls.length > 0);
    stop();
    expect(ask).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledWith(
      { devPaymentProvider: true },
      expect.stringMatching(/^DEV PAYMENT PROVIDER IS ON/),
    );
    expect(log.info).not.toHaveBeenCalled();
  });

  it('quietly when it is off, and not at all when the service does not say', async () => {
    const off = logger();
    announceDevPayments({ ask: async () => config(false), log: off });
    await until(() => off.info.mock.calls.length > 0);
    expect(off.info).toHaveBeenCalledWith({ devPaymentProvider: false }, expect.any(String));
    expect(off.warn).not.toHaveBeenCalled();

    const silent = logger();
    let answered = false;
    announceDevPayments({
      ask: async () => {
        answered = true;
        return config(undefined);
      },
      log: silent,
    });
    await until(() => answered);
    await new Promise((resolve) => setImmediate(resolve));
    expect(silent.warn).not.toHaveBeenCalled();
    expect(silent.info).not.toHaveBeenCalled();
  });

  it('stops asking once stopped', async () => {
    const log = logger();
    const ask = vi.fn(async (): Promise<PaymentConfig> => {
      throw new Error('no responders');
    });
    const stop = announceDevPayments({ ask, log, delaysMs: [5] });
    await until(() => ask.mock.calls.length >= 2);
    stop();
    const asked = ask.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ask.mock.calls.length).toBe(asked);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
