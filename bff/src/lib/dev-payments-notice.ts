import type { PaymentConfig } from '@arrendo/contracts';

export interface DevPaymentsNoticeOptions {
  /** Asks the payment service (`rpc.payment.config.get`). */
  ask: () => Promise<PaymentConfig>;
  log: {
    warn: (fields: object, message: string) => void;
    info: (fields: object, message: string) => void;
    debug: (fields: object, message: string) => void;
  };
  /** Waits between tries while the payment service does not answer; the last one repeats. */
  delaysMs?: readonly number[];
}

const DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The BFF serves the dev checkout (`/api/payments/:id/dev-complete`) and its webhook
 * (`/webhooks/dev`), but the payment service decides whether the dev provider is on. Once that
 * service answers (it may start after the BFF), the BFF's log says so too, loudly when it is
 * on. Returns a stop for shutdown; its timers never keep the process alive.
 */
export function announceDevPayments(options: DevPaymentsNoticeOptions): () => void {
  const delays = options.delaysMs ?? DELAYS_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const attempt = async (tries: number): Promise<void> => {
    let config: PaymentConfig;
    try {
      config = await options.ask();
    } catch (error) {
      if (stopped) return;
      options.log.debug(
        { err: error, tries },
        'payment service not answering yet: will ask again whether the dev provider is on',
      );
      const delay = delays[Math.min(tries, delays.length - 1)] ?? 30_000;
      timer = setTimeout(() => void attempt(tries + 1), delay);
      timer.unref();
      return;
    }
    if (stopped || config.devProvider === undefined) return;
    if (config.devProvider) {
      options.log.warn(
        { devPaymentProvider: true },
        'DEV PAYMENT PROVIDER IS ON: /pay/dev and /webhooks/dev confirm bookings and no money moves (the payment service says why at its start)',
      );
    } else {
      options.log.info({ devPaymentProvider: false }, 'dev payment provider is off');
    }
  };

  void attempt(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
